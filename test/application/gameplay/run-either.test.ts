import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import { runEither } from '../../../application/ports/unit-of-work.port';
import { FakeUnitOfWork, type Snapshotting } from '../../support/fakes/fake-unit-of-work';

class Notes implements Snapshotting {
  written: string[] = [];
  snapshot(): unknown {
    return [...this.written];
  }
  restore(snapshot: unknown): void {
    this.written = snapshot as string[];
  }
}

// The one way work that answers an Either runs in a transaction: a Left is a refusal that leaves no trace.
describe('Application | Unit of work | runEither', () => {
  let notes: Notes;
  let unitOfWork: FakeUnitOfWork;

  beforeEach(() => {
    notes = new Notes();
    unitOfWork = new FakeUnitOfWork([notes]);
  });

  it('given work answering a Right, then its writes stay and the Right is answered', async () => {
    const answer = await runEither(unitOfWork, async () => {
      notes.written.push('kept');
      return E.right(1);
    });

    expect(answer).to.deep.equal(E.right(1));
    expect(notes.written).to.deep.equal(['kept']);
  });

  it('given work answering a Left after writing, then the writes are rolled back and the Left is answered', async () => {
    const answer = await runEither(unitOfWork, async () => {
      notes.written.push('undone');
      return E.left('refused');
    });

    expect(answer).to.deep.equal(E.left('refused'));
    expect(notes.written).to.deep.equal([]);
  });

  it('given a nested Left the outer work goes on from, then only the inner writes are undone', async () => {
    const answer = await runEither(unitOfWork, async () => {
      notes.written.push('outer');
      const inner = await runEither(unitOfWork, async () => {
        notes.written.push('inner');
        return E.left('inner refused');
      });
      return E.right(inner);
    });

    expect(answer).to.deep.equal(E.right(E.left('inner refused')));
    expect(notes.written).to.deep.equal(['outer']);
  });

  it('given work that throws, then the error goes on unchanged after the rollback', async () => {
    const failure = new Error('broken');
    let caught: unknown;
    try {
      await runEither(unitOfWork, async () => {
        notes.written.push('undone');
        throw failure;
      });
    } catch (error) {
      caught = error;
    }

    expect(caught).to.equal(failure);
    expect(notes.written).to.deep.equal([]);
  });
});
