// The consent banner's texts travel in the banner's own chunk: most visits never show it.
export const bannerFi = {
  title: 'Saammeko laskea käyntejä?',
  body: 'Laskemme vain päivittäisiä määriä: sivujen avaukset, aloitetut ja päättyneet pelit, jaot ja rekisteröitymiset. Ei IP-osoitetta eikä mitään, mistä sinut tunnistaa.',
  privacy: 'Tietosuojaseloste',
  accept: 'Hyväksy',
  decline: 'Kieltäydy',
};
