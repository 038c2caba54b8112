// The privacy notice's analytics section (player spec /gdpr); it loads with the notice.
export const privacyFi = {
  analyticsTitle: 'Käyttötilastot',
  analyticsBody:
    'Jos annat luvan, selaimesi kertoo meille, kun avaat sivun, aloitat tai päätät pelin, jaat tuloksesi tai rekisteröidyt. Niistä tallennetaan vain päivittäiset määrät: ei IP-osoitettasi, käyttäjätunnustasi, vierastunnistettasi eikä sivun osoitetta, joten luvuista ei voi tunnistaa sinua. Mitään ei lähetetä ennen kuin annat luvan, eikä mitään, jos kieltäydyt.',
  analyticsWithdraw:
    'Voit perua luvan milloin tahansa tästä kytkimestä (kirjautuneena myös asetuksista). Lähettäminen loppuu heti, ja lähettämättä jääneet tapahtumat hylätään.',
};
