import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import { ApiError } from '../../../web/src/lib/api/errors';
import { errorText } from '../../../web/src/lib/error-text';
import { isGroupCode, joinCode, newGroup } from '../../../web/src/features/groups/model/group-form';
import { groupPath, mergeGroups } from '../../../web/src/features/groups/model/my-groups';
import { translators } from '../achievements/texts';
import { aGroup } from '../scoreboard/builders';

describe('Web | Groups | create form', () => {
  it('given a name and no code then a group without a code; names are trimmed', () => {
    expect(newGroup('  Kerho ', '')).to.deep.equal(E.right({ name: 'Kerho' }));
    expect(newGroup('Kerho', ' AB1 ')).to.deep.equal(E.right({ name: 'Kerho', groupCode: 'AB1' }));
  });

  it('given no name and a bad code then both fields say so', () => {
    expect(newGroup('  ', 'TOOLONG')).to.deep.equal(
      E.left({ name: 'GROUP_NAME_REQUIRED', groupCode: 'GROUP_CODE_INVALID' }),
    );
    expect(newGroup('Kerho', 'ä-1')).to.deep.equal(E.left({ groupCode: 'GROUP_CODE_INVALID' }));
  });

  it('given a name over 30 characters then the name is refused as the server would', () => {
    expect(newGroup('x'.repeat(31), '')).to.deep.equal(E.left({ name: 'GROUP_NAME_INVALID' }));
  });
});

describe('Web | Groups | join form and addresses', () => {
  it('given a code to join with then it is required and 1-5 letters or digits', () => {
    expect(joinCode(' x9 ')).to.deep.equal(E.right('x9'));
    expect(joinCode('')).to.deep.equal(E.left('GROUP_CODE_REQUIRED'));
    expect(joinCode('ABCDEF')).to.deep.equal(E.left('GROUP_CODE_INVALID'));
  });

  it('given an address then a code is told apart from a group id', () => {
    expect(isGroupCode('PERJ')).to.equal(true);
    expect(isGroupCode('6f1c2a4e-0000-4000-8000-000000000000')).to.equal(false);
    expect(isGroupCode('')).to.equal(false);
  });

  it('given a group then its address is its code, or its id without one', () => {
    expect(groupPath(aGroup())).to.equal('/groups/PERJ');
    expect(groupPath(aGroup({ groupCode: null, id: 'g-9' }))).to.equal('/groups/g-9');
  });
});

describe('Web | Groups | my groups', () => {
  it('given owned and joined lists then owned first, each by name, a group in both once', () => {
    const owned = [
      aGroup({ id: 'b', name: 'Beta', isOwner: true }),
      aGroup({ id: 'a', name: 'Alfa', isOwner: true }),
    ];
    const joined = [aGroup({ id: 'a', name: 'Alfa', isOwner: true }), aGroup({ id: 'c', name: 'Aamu' })];
    expect(mergeGroups(owned, joined).map((group) => group.id)).to.deep.equal(['a', 'b', 'c']);
  });
});

describe('Web | Groups | failures', () => {
  it('given a known code then its own text; the network its text; others the action text', () => {
    const { fi: t } = translators();
    const text = (error: unknown) => errorText(t, error, 'groups.errors.actionFailed');
    expect(text(new ApiError({ status: 409, code: 'GROUP_CODE_TAKEN', message: 'x' }))).to.equal(
      t('groups.errors.GROUP_CODE_TAKEN'),
    );
    expect(text(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }))).to.equal(
      t('errors.network'),
    );
    expect(text(new ApiError({ status: 500, message: 'x' }))).to.equal(t('groups.errors.actionFailed'));
    expect(text('GROUP_CODE_REQUIRED')).to.equal(t('groups.errors.GROUP_CODE_REQUIRED'));
    expect(text(new Error('boom'))).to.equal(t('groups.errors.actionFailed'));
  });
});
