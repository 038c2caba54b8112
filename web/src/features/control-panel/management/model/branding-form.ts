import type { BrandingView } from '../../../../../../contracts/auth.codec';
import type { BrandingRequest } from '../../../../../../contracts/system.codec';
import { BRANDING_TEXT_MAX_LENGTH } from '../../../../../../domain/constants/limits.constants';
import { charLength } from '../../../../../../domain/validation/form';

// The branding form (admin spec 3 and 5): the text, the display mode and the show-logo switch are saved
// together; the logo file itself is sent the moment it is chosen. Pure, so it is tested without a screen.

export type BrandDisplay = BrandingView['brandDisplay'];

export interface BrandingDraft {
  readonly brandingText: string;
  readonly brandDisplay: BrandDisplay;
  readonly showLogo: boolean;
}

export const brandingDraftOf = (view: BrandingView): BrandingDraft => ({
  brandingText: view.brandingText,
  brandDisplay: view.brandDisplay,
  showLogo: view.showLogo,
});

/** Characters as the server counts them: trimmed, an emoji as one. */
export const brandingTextLength = (text: string): number => charLength(text.trim());

export const brandingTextTooLong = (draft: BrandingDraft): boolean =>
  brandingTextLength(draft.brandingText) > BRANDING_TEXT_MAX_LENGTH;

export const brandingRequest = (draft: BrandingDraft): BrandingRequest => ({
  brandingText: draft.brandingText.trim(),
  brandDisplay: draft.brandDisplay,
  showLogo: draft.showLogo,
});

/** Unsaved: saving would change something (spaces around the text are not a change). */
export const brandingDirty = (draft: BrandingDraft, saved: BrandingView): boolean =>
  draft.brandingText.trim() !== saved.brandingText.trim() ||
  draft.brandDisplay !== saved.brandDisplay ||
  draft.showLogo !== saved.showLogo;

/** The header as it would look with the draft saved: the stored logo with the draft's choices. */
export const previewBranding = (draft: BrandingDraft, saved: BrandingView): BrandingView => ({
  ...saved,
  ...draft,
});
