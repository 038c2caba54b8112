import { useNavigate, useRouteError } from 'react-router';
import { useApi } from '../../lib/api-context';
import { ErrorRecoveryPage } from './error-recovery-page';

/** A page that failed while it was fetched or drawn: the recovery page in its place. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { client } = useApi();
  return (
    <ErrorRecoveryPage
      error={error}
      // Going to the same address again leaves the error behind and fetches the page anew.
      onRetry={() => void navigate('.', { replace: true })}
      renewSignIn={() => client.refreshTokens()}
    />
  );
}
