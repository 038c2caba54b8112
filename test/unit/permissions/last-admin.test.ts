import { expect } from 'chai';
import {
  deletionRefusal,
  ownDeletionRefusal,
  roleChangeRefusal,
  rolesAfter,
} from '../../../domain/permissions/last-admin';

describe('Domain | Permissions | The last admin', () => {
  describe('rolesAfter', () => {
    it('adds a role once, in the table order', () => {
      expect(rolesAfter(['gameManager'], 'admin', 'add')).to.deep.equal(['admin', 'gameManager']);
      expect(rolesAfter(['admin'], 'admin', 'add')).to.deep.equal(['admin']);
    });

    it('removes a role, and removing one not held changes nothing', () => {
      expect(rolesAfter(['admin', 'gameManager'], 'admin', 'remove')).to.deep.equal(['gameManager']);
      expect(rolesAfter([], 'gameManager', 'remove')).to.deep.equal([]);
    });
  });

  describe('roleChangeRefusal', () => {
    it('given one admin, when their admin role is removed, then it is refused', () => {
      expect(roleChangeRefusal('a1', 'admin', 'remove', ['a1'])).to.equal('LAST_ADMIN');
    });

    it('given two admins, when one loses the role, then it goes ahead', () => {
      expect(roleChangeRefusal('a1', 'admin', 'remove', ['a1', 'a2'])).to.equal(null);
    });

    it('given one admin, when a player who is not an admin has admin removed, then nothing is refused', () => {
      expect(roleChangeRefusal('p1', 'admin', 'remove', ['a1'])).to.equal(null);
    });

    it('given one admin, when their game manager role is removed, then it goes ahead', () => {
      expect(roleChangeRefusal('a1', 'gameManager', 'remove', ['a1'])).to.equal(null);
    });
  });

  describe('deletionRefusal', () => {
    it('refuses an admin deleting themself, even when other admins remain', () => {
      expect(deletionRefusal('a1', 'a1', ['a1', 'a2'])).to.equal('CANNOT_DELETE_SELF');
    });

    it('refuses deleting the last admin (by the command line, which has no account)', () => {
      expect(deletionRefusal(null, 'a1', ['a1'])).to.equal('LAST_ADMIN');
    });

    it('lets an admin delete a player or another of several admins', () => {
      expect(deletionRefusal('a1', 'p1', ['a1'])).to.equal(null);
      expect(deletionRefusal('a1', 'a2', ['a1', 'a2'])).to.equal(null);
    });
  });

  describe('ownDeletionRefusal', () => {
    it('refuses the last admin deleting their own account', () => {
      expect(ownDeletionRefusal('a1', ['a1'])).to.equal('LAST_ADMIN');
    });

    it('lets a player, or one of several admins, delete their own account', () => {
      expect(ownDeletionRefusal('p1', ['a1'])).to.equal(null);
      expect(ownDeletionRefusal('a1', ['a1', 'a2'])).to.equal(null);
      expect(ownDeletionRefusal('p1', [])).to.equal(null);
    });
  });
});
