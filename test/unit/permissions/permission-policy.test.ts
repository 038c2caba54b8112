import { expect } from 'chai';
import {
  can,
  CAPABILITIES,
  canEnterControlPanel,
  capabilitiesOf,
  isRole,
  type Capability,
} from '../../../domain/permissions/permission-policy';

const MANAGER_CAPABILITIES: Capability[] = [
  'games',
  'categories',
  'suggestions',
  'news',
  'messages',
  'statistics',
];
const ADMIN_ONLY: Capability[] = [
  'users',
  'roles',
  'scores',
  'recalculation',
  'email',
  'systemSettings',
  'branding',
  'ads',
  'audit',
];

describe('Domain | Permissions | policy', () => {
  it('covers exactly the capabilities of DESIGN 7', () => {
    expect([...CAPABILITIES].sort()).to.deep.equal([...MANAGER_CAPABILITIES, ...ADMIN_ONLY].sort());
  });

  for (const capability of MANAGER_CAPABILITIES) {
    it(`given ${capability} then admin and gameManager may, a player may not`, () => {
      expect(can(['admin'], capability)).to.equal(true);
      expect(can(['gameManager'], capability)).to.equal(true);
      expect(can([], capability)).to.equal(false);
      expect(can(['user'], capability)).to.equal(false);
    });
  }

  for (const capability of ADMIN_ONLY) {
    it(`given ${capability} then only admin may`, () => {
      expect(can(['admin'], capability)).to.equal(true);
      expect(can(['gameManager'], capability)).to.equal(false);
      expect(can(['gameManager', 'admin'], capability)).to.equal(true);
    });
  }

  const panel: [string[], boolean][] = [
    [['admin'], true],
    [['gameManager'], true],
    [['user'], false],
    [[], false],
    [['Admin'], false],
  ];
  for (const [roles, allowed] of panel) {
    it(`given roles ${JSON.stringify(roles)} then the control panel is ${allowed ? 'open' : 'closed'}`, () => {
      expect(canEnterControlPanel(roles)).to.equal(allowed);
    });
  }

  it('lists a game manager’s capabilities', () => {
    expect(capabilitiesOf(['gameManager'])).to.deep.equal(MANAGER_CAPABILITIES);
  });

  it('recognises the two roles only', () => {
    expect(isRole('admin')).to.equal(true);
    expect(isRole('gameManager')).to.equal(true);
    expect(isRole('user')).to.equal(false);
  });
});
