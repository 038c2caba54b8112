// The header's news bell (admin spec 2). The popup's own texts load with the popup (features/news/i18n).
export const fiNews = {
  bell: 'Uutiset',
  bellUnread_one: 'Uutiset, {{badge}} lukematon',
  bellUnread_other: 'Uutiset, {{badge}} lukematonta',
  none: 'Uutisia ei ole saatavilla.',
};
