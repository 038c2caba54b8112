// The menu's account card: logging in (registering, recovery and verification: ./fi.auth-forms.ts).
export const fiAuth = {
  panel: {
    title: 'Kirjaudu tai luo tunnus',
    intro: 'Rekisteröityneenä saat tilastot, saavutukset ja paikan tulostaululla.',
    tabs: 'Kirjautuminen ja rekisteröityminen',
    loginTab: 'Kirjaudu',
    registerTab: 'Rekisteröidy',
    registrationClosed: 'Rekisteröityminen on tällä hetkellä suljettu.',
  },
  referral: {
    title: 'Sinut on kutsuttu pelaamaan!',
    body: 'Kutsukoodi {{code}} liitetään tunnukseesi, kun rekisteröidyt.',
    register: 'Rekisteröidy kutsulla',
  },
  login: {
    username: 'Käyttäjätunnus tai sähköposti',
    password: 'Salasana',
    submit: 'Kirjaudu sisään',
    submitting: 'Kirjaudutaan…',
    forgot: 'Unohditko salasanan?',
  },
  overlay: {
    login: 'Kirjaudutaan sisään…',
    register: 'Luodaan tunnusta…',
  },
} as const;
