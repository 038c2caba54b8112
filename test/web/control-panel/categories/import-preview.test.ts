import { expect } from 'chai';
import {
  importProblemsOf,
  previewImport,
  problemsByLine,
  reasonOf,
} from '../../../../web/src/features/control-panel/categories/model/import-preview';

describe('Web | Control panel | bulk import preview', () => {
  it('given nothing pasted then an empty preview, not a problem', () => {
    expect(previewImport('  \n ').kind).to.equal('empty');
  });

  it('given clean CSV with a header line then its categories, trimmed', () => {
    const preview = previewImport(
      'name;words;;;extra\nJoints; knee ;elbow;wrist;ankle\nCitrus;lemon;lime;orange;grapefruit;#f2c14e',
    );
    expect(preview.kind).to.equal('ready');
    if (preview.kind !== 'ready') return;
    expect(preview.categories.map((category) => category.name)).to.deep.equal(['Joints', 'Citrus']);
    expect(preview.categories[0]?.words).to.deep.equal(['knee', 'elbow', 'wrist']);
  });

  it('given CSV with problems then each by its line and field, with a reason the tab has words for', () => {
    const preview = previewImport(
      'Joints;knee;elbow;wrist;ankle\nBirds;crow;;jay;raven\nTrees;birch;pine\nColours;red;blue;green;red;#zzz',
    );
    expect(preview.kind).to.equal('invalid');
    if (preview.kind !== 'invalid') return;
    const lines = problemsByLine(preview.problems).map(([line, problems]) => [
      line,
      problems.map((p) => p.field),
    ]);
    expect(lines).to.deep.equal([
      [2, ['words.1']],
      [3, ['']],
      [4, ['color', 'words.0', 'extraWord']],
    ]);
    expect(preview.problems.map((problem) => problem.reason)).to.deep.equal([
      { kind: 'problem', code: 'WORD_REQUIRED' },
      { kind: 'import', code: 'csvLine' },
      { kind: 'problem', code: 'COLOR_INVALID' },
      { kind: 'problem', code: 'WORD_REPEATED' },
      { kind: 'problem', code: 'WORD_REPEATED' },
    ]);
  });

  it('given JSON then its items are the lines, and unreadable JSON is a problem of the whole import', () => {
    const preview = previewImport('[{"name":"Joints","words":["knee","elbow"],"extraWord":"ankle"}, 7]');
    expect(
      preview.kind === 'invalid' && preview.problems.map((p) => [p.line, p.field, p.reason]),
    ).to.deep.equal([
      [1, 'words', { kind: 'problem', code: 'CATEGORY_WORDS_COUNT_INVALID' }],
      [2, '', { kind: 'import', code: 'notObject' }],
    ]);
    const broken = previewImport('[{"name": ');
    expect(broken.kind === 'invalid' && broken.problems).to.deep.equal([
      { line: 0, field: 'data', message: 'is not valid JSON', reason: { kind: 'import', code: 'notJson' } },
    ]);
  });

  it('given a code then the reason the tab has words for; an unknown code or none gives no reason', () => {
    expect(reasonOf({ code: 'CATEGORY_NAME_TOO_LONG' })).to.deep.equal({
      kind: 'problem',
      code: 'CATEGORY_NAME_TOO_LONG',
    });
    expect(reasonOf({ code: 'IMPORT_CSV_FIELDS' })).to.deep.equal({ kind: 'import', code: 'csvLine' });
    expect(reasonOf({ code: 'SOMETHING_NEW' })).to.equal(null);
    expect(reasonOf({})).to.equal(null);
  });

  it("given the server's refusal then its problems in the preview's shape; anything else gives none", () => {
    const details = {
      problems: [
        { line: 2, field: 'words.0', code: 'WORD_REQUIRED', message: 'Write a word' },
        { nonsense: true },
      ],
    };
    expect(importProblemsOf(details)).to.deep.equal([
      {
        line: 2,
        field: 'words.0',
        message: 'Write a word',
        reason: { kind: 'problem', code: 'WORD_REQUIRED' },
      },
    ]);
    expect(importProblemsOf(undefined)).to.deep.equal([]);
  });

  it("given every problem the domain's import can name then the tab has words for it (no English left over)", () => {
    const long = 'x'.repeat(61);
    const inputs: string[] = [
      `${long};a;b;c;d`,
      `Name;${long};b;c;d`,
      'Name;a|b;c;d;e',
      ';a;b;c;d',
      'Name;a;a;c;d;blue',
      'Name;a;b',
      '[]',
      '[{"name":"a","words":"b c d","extraWord":"e"},{"name":"a","words":["b","c","d"],"extraWord":"e","color":5},"x"]',
      '[{"name":"a"',
      Array.from({ length: 1001 }, (_, i) => `n${i};a;b;c;d`).join('\n'),
    ];
    for (const input of inputs) {
      const preview = previewImport(input);
      expect(preview.kind, input.slice(0, 30)).to.equal('invalid');
      if (preview.kind === 'invalid')
        for (const problem of preview.problems) expect(problem.reason, problem.message).to.not.equal(null);
    }
  });
});
