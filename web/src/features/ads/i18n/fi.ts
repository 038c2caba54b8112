// The ad slot's texts (admin spec 4, DESIGN 11), loaded with the slot's own chunk.
export const adsFi = {
  label: 'Mainos',
  loading: 'Mainos latautuu',
  blockedTitle: 'Mainos jäi näyttämättä',
  blockedBody:
    'Mainosten esto taitaa olla päällä – ei haittaa, peli toimii ihan samoin. Mainokset pitävät Sanaryhmät ilmaisena. Jos haluat pelata ilman mainoksia, kutsu ystävä: jokaisesta liittyneestä ystävästä saat {{days}} mainoksetonta päivää.',
  inviteFriends: 'Kutsu ystäviä',
  createAccount: 'Luo tili ja kutsu ystäviä',
  promoLabel: 'Sanaryhmät vinkkaa',
  promoTitle: 'Pelaa yhdessä',
  promoInviteTitle: 'Mainoksettomia päiviä kutsuista',
  promoInviteBody: 'Jokaisesta kutsullasi liittyneestä ystävästä saat {{days}} päivää ilman mainoksia.',
  promoGroupsTitle: 'Oma ryhmä kavereille',
  promoGroupsBody: 'Perusta ryhmä perheelle, kavereille tai työporukalle ja vertailkaa päivän tuloksia.',
  promoGroups: 'Avaa ryhmät',
  promoGuestBody: 'Ilmaisella tilillä voit kutsua ystäviä ja pelata heidän kanssaan omassa ryhmässä.',
} as const;
