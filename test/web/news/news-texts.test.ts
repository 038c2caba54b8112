import { expect } from 'chai';
import i18next from 'i18next';
import { newsEn } from '../../../web/src/features/news/i18n/en';
import { newsFi } from '../../../web/src/features/news/i18n/fi';
import { registerNewsTexts } from '../../../web/src/features/news/i18n/texts';
import { en } from '../../../web/src/i18n/resources/en';
import { fi } from '../../../web/src/i18n/resources/fi';

function translators() {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { fi: { translation: fi }, en: { translation: en } },
    lng: 'fi',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  registerNewsTexts(instance);
  return { fi: instance.getFixedT('fi'), en: instance.getFixedT('en') };
}

const paths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix]
    : Object.entries(value as object).flatMap(([key, child]) =>
        paths(child, prefix ? `${prefix}.${key}` : key),
      );

describe('Web | News | texts', () => {
  it('given both languages then the popup has the same texts in each, none of them empty', () => {
    expect(paths(newsEn)).to.deep.equal(paths(newsFi));
    expect(paths(en.news)).to.deep.equal(paths(fi.news));
    for (const text of [...Object.values(en.news), ...Object.values(fi.news)]) expect(text).to.not.equal('');
  });

  it('given the bell then its name says how many are unread, 9+ above 9, in either language', () => {
    const t = translators();
    expect(t.fi('news.bellUnread', { count: 1, badge: '1' })).to.equal('Uutiset, 1 lukematon');
    expect(t.fi('news.bellUnread', { count: 12, badge: '9+' })).to.equal('Uutiset, 9+ lukematonta');
    expect(t.en('news.bellUnread', { count: 3, badge: '3' })).to.equal('News, 3 unread');
    expect(t.en('news.none')).to.equal('No news available.');
  });

  it('given the popup chunk loaded then its texts join the app texts: position, votes, totals, failures', () => {
    const t = translators();
    expect(t.en('newsPopup.position', { number: 2, total: 5 })).to.equal('News item 2 of 5');
    expect(t.fi('newsPopup.position', { number: 2, total: 5 })).to.equal('Uutinen 2/5');
    expect(t.fi('newsPopup.poll.votes', { count: 1 })).to.equal('1 ääni');
    expect(t.en('newsPopup.poll.total', { count: 4 })).to.equal('4 responses in total');
    expect(t.fi('newsPopup.poll.errors.answerTooLong', { max: 500 })).to.contain('500');
    for (const key of ['failedToSubmit', 'failedToLoad'] as const) {
      expect(t.fi(`newsPopup.poll.errors.${key}`)).to.not.contain('newsPopup');
      expect(t.en(`newsPopup.poll.errors.${key}`)).to.not.contain('newsPopup');
    }
  });
});
