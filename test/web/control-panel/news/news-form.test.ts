import { expect } from 'chai';
import type { NewsItemView } from '../../../../contracts/news.codec';
import { NEWS_TITLE_MAX_LENGTH } from '../../../../domain/constants/news.constants';
import { UPLOAD_MAX_BYTES } from '../../../../domain/constants/uploads.constants';
import { imageFileProblem } from '../../../../web/src/features/control-panel/news/model/image-file';
import {
  coverSource,
  draftProblems,
  emptyNewsDraft,
  isNewsDirty,
  newsDraftOf,
  newsFormData,
  placeProblems,
  serverProblems,
  type NewsDraft,
} from '../../../../web/src/features/control-panel/news/model/news-form';
import { emptyPoll, setOptionText } from '../../../../web/src/features/control-panel/news/model/poll-editor';

function aNewsItem(overrides: Partial<NewsItemView> = {}): NewsItemView {
  return {
    _id: 'n1',
    title: 'Uutinen',
    content: '<p>Hei</p>',
    imagePath: '/uploads/fi/news/a.webp',
    active: true,
    polls: [],
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    isRead: false,
    ...overrides,
  };
}

const cover = new File([new Uint8Array([1, 2, 3])], 'kansi.png', { type: 'image/png' });

describe('Web | Control panel | news: the form the server takes', () => {
  it('given a draft then the multipart fields: title trimmed, content, active and polls as text', () => {
    const draft: NewsDraft = { ...emptyNewsDraft(), title: '  Otsikko ', content: '<p>x</p>', active: true };
    const form = newsFormData(draft, false);
    expect(form.get('title')).to.equal('Otsikko');
    expect(form.get('content')).to.equal('<p>x</p>');
    expect(form.get('active')).to.equal('true');
    expect(JSON.parse(form.get('polls') as string)).to.deep.equal([]);
    expect(form.has('image')).to.equal(false);
    expect(form.has('removeImage')).to.equal(false);
    expect(newsFormData({ ...draft, active: false }, false).get('active')).to.equal('false');
  });

  it('given a new cover then the file goes as `image`; a removed stored one as removeImage', () => {
    const withFile = newsFormData(
      { ...emptyNewsDraft(), cover: { kind: 'new', file: cover, url: 'blob:x' } },
      true,
    );
    expect((withFile.get('image') as File).name).to.equal('kansi.png');
    expect(withFile.has('removeImage')).to.equal(false);
    const removed = newsFormData({ ...emptyNewsDraft(), cover: { kind: 'remove' } }, true);
    expect(removed.get('removeImage')).to.equal('true');
    expect(
      newsFormData({ ...emptyNewsDraft(), cover: { kind: 'remove' } }, false).has('removeImage'),
    ).to.equal(false);
  });

  it('given polls then they travel as the JSON of PollInput', () => {
    const poll = emptyPoll();
    const typed = poll.options.reduce(
      (current, option, i) => setOptionText(current, option.key, `o${i}`),
      poll,
    );
    const form = newsFormData({ ...emptyNewsDraft(), polls: [{ ...typed, question: 'Q?' }] }, false);
    expect(JSON.parse(form.get('polls') as string)).to.deep.equal([
      {
        question: 'Q?',
        type: 'multiple_choice',
        allowMultiple: false,
        options: [{ text: 'o0' }, { text: 'o1' }],
      },
    ]);
  });

  it('given the cover shown then the chosen file, the stored image, or nothing', () => {
    const stored = '/uploads/fi/news/a.webp';
    expect(coverSource(emptyNewsDraft(), stored)).to.equal(stored);
    expect(coverSource({ ...emptyNewsDraft(), cover: { kind: 'remove' } }, stored)).to.equal(null);
    expect(
      coverSource({ ...emptyNewsDraft(), cover: { kind: 'new', file: cover, url: 'blob:x' } }, null),
    ).to.equal('blob:x');
  });

  it('given a stored item then a change, and only a change, makes the draft dirty', () => {
    const base = newsDraftOf(aNewsItem());
    expect(isNewsDirty(base, base)).to.equal(false);
    expect(isNewsDirty({ ...base, title: 'Toinen' }, base)).to.equal(true);
    expect(isNewsDirty({ ...base, cover: { kind: 'remove' } }, base)).to.equal(true);
    expect(isNewsDirty({ ...base, polls: [emptyPoll()] }, base)).to.equal(true);
  });
});

describe('Web | Control panel | news: problems on the fields', () => {
  it('given an empty title and a poll without texts then each input gets its own problem by key', () => {
    const poll = emptyPoll();
    const problems = draftProblems({ ...emptyNewsDraft(), polls: [poll] });
    expect(problems.title).to.equal('NEWS_TITLE_REQUIRED');
    expect(problems.poll[poll.key]?.question).to.equal('POLL_QUESTION_REQUIRED');
    expect(Object.keys(problems.poll[poll.key]?.option ?? {})).to.deep.equal(poll.options.map((o) => o.key));
    expect(problems.count).to.equal(4);
  });

  it('given a title over the limit and repeated options then those', () => {
    const poll = emptyPoll();
    const [a, b] = poll.options;
    const twins = setOptionText(setOptionText(poll, a!.key, 'Sama'), b!.key, 'sama');
    const problems = draftProblems({
      ...emptyNewsDraft(),
      title: 'x'.repeat(NEWS_TITLE_MAX_LENGTH + 1),
      polls: [{ ...twins, question: 'Q?' }],
    });
    expect(problems.title).to.equal('NEWS_TITLE_TOO_LONG');
    expect(problems.poll[poll.key]?.option[b!.key]).to.equal('POLL_OPTION_REPEATED');
  });

  it('given a refused save then its problems are read from the details and placed the same way', () => {
    const poll = emptyPoll();
    const found = serverProblems({
      problems: [
        { field: 'polls.0.id', code: 'POLL_ID_UNKNOWN', message: 'x' },
        { field: 'polls.0.options.1.id', code: 'POLL_OPTION_ID_UNKNOWN', message: 'x' },
        { nonsense: true },
      ],
    });
    expect(found).to.have.length(2);
    const placed = placeProblems({ ...emptyNewsDraft(), polls: [poll] }, found);
    expect(placed.poll[poll.key]?.poll).to.equal('POLL_ID_UNKNOWN');
    expect(placed.poll[poll.key]?.option[poll.options[1]!.key]).to.equal('POLL_OPTION_ID_UNKNOWN');
    expect(serverProblems(null)).to.deep.equal([]);
  });

  it('given a file then the types and size the server takes, told before sending', () => {
    expect(imageFileProblem({ type: 'image/png', size: 10 })).to.equal(null);
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).to.equal('fileType');
    expect(imageFileProblem({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 })).to.equal('fileTooLarge');
  });
});
