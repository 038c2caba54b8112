// The analytics on/off switch (settings and privacy notice). The banner's texts and the notice's
// paragraph load with them, not in the players' first download.
export const fiAnalytics = {
  switchLabel: 'Käyttötilastot',
  switchHint:
    'Päivittäiset määrät sivujen avauksista, peleistä, jaoista ja rekisteröitymisistä, ilman tietoa siitä, kuka olet.',
  on: 'Päällä',
  off: 'Pois',
};
