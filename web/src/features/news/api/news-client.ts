import type { ApiClient, AuthMode } from '../../../lib/api';
import type { NewsIdentity, ResolvedIdentity } from '../model/news-identity';

/** The guest id is read (or made) when a call goes out, so it is the very one the header carries. */
export const resolveIdentity = (client: ApiClient, identity: NewsIdentity): ResolvedIdentity =>
  identity.kind === 'player' ? identity : { kind: 'guest', guestId: client.guestId.get() };

/** A player's calls need the token; a guest's go out with the X-Guest-ID header. */
export const authFor = (identity: ResolvedIdentity): AuthMode =>
  identity.kind === 'player' ? 'required' : 'optional';
