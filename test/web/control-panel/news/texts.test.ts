import { expect } from 'chai';
import type { NewsProblemCode } from '../../../../domain/news';
import { en } from '../../../../web/src/features/control-panel/news/i18n/en';
import { fi } from '../../../../web/src/features/control-panel/news/i18n/fi';
import type { NewsKey } from '../../../../web/src/features/control-panel/news/i18n/messages';
import { registerNewsTexts } from '../../../../web/src/features/control-panel/news/i18n/texts';
import { isNewsErrorCode } from '../../../../web/src/features/control-panel/news/model/error-key';
import { problemText } from '../../../../web/src/features/control-panel/news/model/problem-text';
import { en as richEn } from '../../../../web/src/features/control-panel/news/rich-text/i18n/en';
import { fi as richFi } from '../../../../web/src/features/control-panel/news/rich-text/i18n/fi';
import type { RichTextKey } from '../../../../web/src/features/control-panel/news/rich-text/i18n/messages';
import { registerRichTextTexts } from '../../../../web/src/features/control-panel/news/rich-text/i18n/texts';
import { expectSameTexts, tabTranslators } from '../texts-support';

const CODES: NewsProblemCode[] = [
  'NEWS_TITLE_REQUIRED',
  'NEWS_TITLE_TOO_LONG',
  'NEWS_CONTENT_TOO_LONG',
  'NEWS_TOO_MANY_POLLS',
  'POLL_QUESTION_REQUIRED',
  'POLL_QUESTION_TOO_LONG',
  'POLL_OPTIONS_COUNT_INVALID',
  'POLL_OPTION_REQUIRED',
  'POLL_OPTION_TOO_LONG',
  'POLL_OPTION_REPEATED',
  'POLL_ID_UNKNOWN',
  'POLL_OPTION_ID_UNKNOWN',
];

describe('Web | Control panel | news tab texts', () => {
  const t = tabTranslators<NewsKey>(registerNewsTexts, 'controlPanelNews');
  const rich = tabTranslators<RichTextKey>(registerRichTextTexts, 'controlPanelRichText');

  it('given both languages then the same texts, none empty, the editor’s too', () => {
    expectSameTexts(fi, en);
    expectSameTexts(richFi, richEn);
  });

  it('given every problem of the domain’s news rules then a text of its own, limits filled in', () => {
    for (const language of ['fi', 'en'] as const)
      for (const code of CODES)
        expect(problemText(t[language], code), `${language} ${code}`).to.not.match(/{{|problems\./);
    expect(problemText(t.en, 'POLL_OPTIONS_COUNT_INVALID')).to.equal('Give 2–10 options.');
    expect(problemText(t.fi, 'NEWS_TITLE_TOO_LONG')).to.equal('Otsikko voi olla enintään 120 merkkiä.');
    expect(problemText(t.fi, undefined)).to.equal(null);
  });

  it('given counts then Finnish and English plurals', () => {
    expect(t.fi('list.polls', { count: 1 })).to.equal('1 kysely');
    expect(t.en('results.total', { count: 7 })).to.equal('7 respondents');
    expect(t.fi('polls.answered', { count: 2 })).to.match(/^Kyselyyn on vastattu 2 kertaa/);
    expect(rich.en('toolbar.heading2')).to.equal('Heading');
  });

  it('given a server code then only the codes, not the actions’ fallbacks, count as its own', () => {
    expect(isNewsErrorCode('NEWS_NOT_FOUND')).to.equal(true);
    expect(isNewsErrorCode('IMAGE_TOO_LARGE')).to.equal(true);
    expect(isNewsErrorCode('saveFailed')).to.equal(false);
  });
});
