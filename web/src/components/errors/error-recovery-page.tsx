import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../../lib/instance-context';
import { useLatest } from '../../lib/use-latest';
import { DocumentTitle } from '../page/document-title';
import {
  AUTO_RELOAD_DELAY_MS,
  failureKind,
  firstStep,
  MAX_AUTO_RELOADS,
  type RecoveryStep,
} from './recovery';
import { countReload, noteFailurePageShown, reloadsSoFar } from './reload-count';
import { clearSiteData, resetSiteSession } from './site-data';
import './error-recovery-page.css';

interface ErrorRecoveryPageProps {
  error: unknown;
  /** Draws the failed part again without reloading (the spec's "refresh"). */
  onRetry: () => void;
  /** Renews the sign-in (one token refresh); absent where no API client is at hand. */
  renewSignIn?: () => Promise<unknown>;
}

/**
 * Spec 2 and 4: the page shown when a page could not be drawn. It tries the likely cure by itself first
 * (recovery.ts), showing what it does and how many reloads it has made, then offers refresh, force reload,
 * clear cache and reset session.
 */
export function ErrorRecoveryPage({ error, onRetry, renewSignIn }: ErrorRecoveryPageProps) {
  const { t } = useTranslation();
  const { slug, basename } = useInstance();
  const kind = failureKind(error);
  const [reloads] = useState(() => reloadsSoFar(slug));
  const [step, setStep] = useState<RecoveryStep>(() => firstStep(kind, reloads, renewSignIn === undefined));
  const [confirmClear, setConfirmClear] = useState(false);
  const retry = useLatest(onRetry);

  useEffect(() => {
    noteFailurePageShown();
    console.warn('Page failed', error);
  }, [error]);

  useEffect(() => {
    if (step.kind === 'renewSignIn' && renewSignIn) {
      renewSignIn().then(
        () => retry.current(),
        () => setStep({ kind: 'ask' }),
      );
    }
    if (step.kind !== 'reloadSoon') return;
    const timer = window.setTimeout(() => {
      countReload(slug, step.attempt);
      window.location.reload();
    }, AUTO_RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [step, slug, renewSignIn, retry]);

  const clearAndReload = async () => {
    await clearSiteData(slug).catch((clearError: unknown) => console.warn('Clearing failed', clearError));
    window.location.reload();
  };
  const resetSession = () => {
    resetSiteSession(slug);
    window.location.assign(`${basename}/`);
  };

  return (
    <main className="error-recovery container container--narrow" id="main">
      <DocumentTitle page={t('appShell.errorPage.title')} />
      <h1 className="error-recovery__title">{t('appShell.errorPage.title')}</h1>
      <p className="error-recovery__body">
        {t(kind === 'network' ? 'appShell.errorPage.networkBody' : 'appShell.errorPage.body')}
      </p>
      <p className="error-recovery__status" role="status">
        {step.kind === 'renewSignIn' ? t('appShell.errorPage.renewing') : null}
        {step.kind === 'reloadSoon' ? (
          <>
            {t('appShell.errorPage.reloading', { seconds: AUTO_RELOAD_DELAY_MS / 1000 })}{' '}
            {t('appShell.errorPage.attempt', { count: step.attempt, max: MAX_AUTO_RELOADS })}
          </>
        ) : null}
        {step.kind === 'ask' && reloads > 0 && Number.isFinite(reloads)
          ? t('appShell.errorPage.attemptsUsed', { count: reloads })
          : null}
      </p>
      <div className="error-recovery__actions">
        <button
          type="button"
          className="button button--primary button--large"
          // A browser does not fetch a module again once it failed in this document: only a reload can.
          onClick={kind === 'network' ? () => window.location.reload() : onRetry}
        >
          {t('appShell.errorPage.refresh')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          {t('appShell.errorPage.forceReload')}
        </button>
        <button type="button" className="button button--secondary" onClick={resetSession}>
          {t('appShell.errorPage.resetSession')}
        </button>
        {confirmClear ? null : (
          <button type="button" className="button button--ghost" onClick={() => setConfirmClear(true)}>
            {t('appShell.errorPage.clearCache')}
          </button>
        )}
      </div>
      {confirmClear ? (
        <div className="error-recovery__confirm" role="group" aria-labelledby="clear-cache-note">
          <p id="clear-cache-note">{t('appShell.errorPage.clearCacheNote')}</p>
          <div className="error-recovery__actions">
            <button type="button" className="button button--danger" onClick={() => void clearAndReload()}>
              {t('appShell.errorPage.clearCacheConfirm')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirmClear(false)}>
              {t('appShell.errorPage.cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </main>
  );
}
