import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BrandingView } from '../../../../../../contracts/auth.codec';
import { notify } from '../../../../components/toast/notify';
import { BRANDING_KEY } from '../../../../lib/use-branding';
import type { ManagementApi } from '../api/management-api';
import { useErrorText } from '../components/use-error-text';
import { useManagementText } from '../i18n/texts';
import {
  brandingDirty,
  brandingDraftOf,
  brandingRequest,
  brandingTextTooLong,
  type BrandingDraft,
} from '../model/branding-form';

/**
 * The branding form's state: the draft against what the server holds, and its save. The logo file goes
 * on its own (see the logo section); its answer becomes the saved branding, and the show-logo choice
 * follows it, since uploading says "show it" and removing "show none".
 */
export function useBrandingForm(
  api: ManagementApi,
  saved: BrandingView,
  onSaved: (branding: BrandingView) => void,
) {
  const { t } = useManagementText();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  // The admin's own header shows a saved branding at once (players' pages within the settings cache).
  const announce = (branding: BrandingView) => queryClient.setQueryData(BRANDING_KEY, branding);
  const [draft, setDraftState] = useState<BrandingDraft>(() => brandingDraftOf(saved));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = brandingDirty(draft, saved);
  const tooLong = brandingTextTooLong(draft);

  const setDraft = (change: Partial<BrandingDraft>) => {
    setDraftState((current) => ({ ...current, ...change }));
    setFailure(null);
  };

  function logoChanged(branding: BrandingView) {
    onSaved(branding);
    announce(branding);
    setDraftState((current) => ({ ...current, showLogo: branding.showLogo }));
  }

  async function save() {
    if (busy || !dirty || tooLong) return;
    setBusy(true);
    setFailure(null);
    try {
      const branding = await api.saveBranding(brandingRequest(draft));
      onSaved(branding);
      announce(branding);
      setDraftState(brandingDraftOf(branding));
      notify.success(t('branding.saved'));
    } catch (error) {
      setFailure(errorText(error, 'saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return { draft, setDraft, dirty, tooLong, busy, failure, save, logoChanged };
}

export type BrandingForm = ReturnType<typeof useBrandingForm>;
