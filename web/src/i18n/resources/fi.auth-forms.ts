// The account steps opened from the menu's card (registering, password recovery, e-mail verification):
// with the texts that come after the first paint; the card's own are in ./fi.auth.ts.
export const fiAuthForms = {
  register: {
    username: 'Käyttäjätunnus',
    usernameHint: '3–20 merkkiä: kirjaimia, numeroita, _ ja -',
    password: 'Salasana',
    passwordHint: 'Vähintään 8 merkkiä, iso ja pieni kirjain, numero ja erikoismerkki.',
    confirmPassword: 'Salasana uudelleen',
    email: 'Sähköposti (vapaaehtoinen)',
    emailHint: 'Salasanan palauttamista varten. Lähetämme osoitteeseen vahvistuslinkin.',
    submit: 'Luo tunnus',
    submitting: 'Luodaan tunnusta…',
  },
  forgot: {
    title: 'Unohtuiko salasana?',
    intro:
      'Kirjoita käyttäjätunnuksesi tai sähköpostiosoitteesi. Jos tunnuksella on vahvistettu sähköposti, lähetämme sinne linkin uuden salasanan asettamiseen.',
    field: 'Käyttäjätunnus tai sähköposti',
    submit: 'Lähetä ohjeet',
    submitting: 'Lähetetään…',
    success:
      'Jos tunnus on olemassa, ohjeet ovat matkalla. Jos tunnuksella ei ole vahvistettua sähköpostia, pyydä ylläpitäjää vaihtamaan salasanasi.',
  },
  reset: {
    title: 'Aseta uusi salasana',
    intro: 'Valitse tunnuksellesi uusi salasana. Kirjaudut sisään heti, kun se on tallennettu.',
    newPassword: 'Uusi salasana',
    confirmPassword: 'Uusi salasana uudelleen',
    submit: 'Tallenna salasana',
    done: 'Salasana vaihdettu. Kirjaudu sisään uudella salasanalla.',
  },
  pending: {
    title: 'Vahvista sähköpostiosoitteesi',
    sentTo: 'Lähetimme vahvistuslinkin osoitteeseen',
    instructions:
      'Avaa linkki ottaaksesi tunnuksen käyttöön ja kirjaudu sitten sisään. Linkki on voimassa 24 tuntia.',
    resend: 'Lähetä linkki uudelleen',
    resending: 'Lähetetään…',
    resent: 'Uusi linkki on matkalla, jos osoite odottaa vahvistusta.',
    back: 'Takaisin kirjautumiseen',
  },
  verify: {
    title: 'Sähköpostin vahvistus',
    verifying: 'Vahvistetaan sähköpostiosoitetta…',
    success: 'Sähköpostiosoitteesi on vahvistettu!',
    successBody: 'Voit nyt kirjautua sisään tunnuksellasi.',
    redirect_one: 'Palataan valikkoon {{count}} sekunnin kuluttua…',
    redirect_other: 'Palataan valikkoon {{count}} sekunnin kuluttua…',
    failedTitle: 'Vahvistus ei onnistunut',
    goNow: 'Siirry valikkoon',
  },
} as const;
