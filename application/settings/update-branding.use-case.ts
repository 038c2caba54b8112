import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { BrandingView } from '../../contracts/auth.codec';
import type { BrandingRequest } from '../../contracts/system.codec';
import { validateBrandingText } from '../../domain/validation/branding-text';
import type { Actor } from '../audit/actor';
import { fromRule, type AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { FILE_STORAGE, type FileStorage } from '../ports/file-storage.port';
import { LOGGER, type Logger } from '../ports/logger.port';
import { ImageUploads, LOGO_IMAGE } from '../uploads/image-uploads';
import { imageRequired } from '../uploads/upload-errors';
import { SettingsChanges } from './settings-changes';

/** Where the logo is kept: served as `/uploads/<slug>/branding/logo.png`, its version in `logoUpdatedAt`. */
export const LOGO_KEY = 'branding/logo.png';

type BrandingAnswer = Promise<E.Either<AppError, BrandingView>>;

/**
 * The header's branding (admin spec 7, /manage/system/branding): its text and display mode, and the logo
 * file. Every change is one audited settings change (see SettingsChanges).
 */
@injectable()
export class UpdateBranding {
  constructor(
    @inject(SettingsChanges) private readonly changes: SettingsChanges,
    @inject(ImageUploads) private readonly uploads: ImageUploads,
    @inject(FILE_STORAGE) private readonly files: FileStorage,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** PUT /manage/system/branding: only the named fields change; the text is stored trimmed. */
  async update(request: BrandingRequest, actor: Actor): BrandingAnswer {
    const { brandingText, ...rest } = request;
    const text = brandingText === undefined ? E.right(undefined) : validateBrandingText(brandingText);
    if (E.isLeft(text)) return E.left(fromRule(text.left));
    const named = text.right === undefined ? rest : { ...rest, brandingText: text.right };
    return this.brandingOf(
      await this.changes.apply({
        action: 'branding.update',
        actor,
        decide: (current) => E.right({ branding: { ...current.branding, ...named } }),
      }),
    );
  }

  /**
   * POST /manage/system/branding/logo. The previous logo survives a failed upload: an image that is refused
   * is refused before anything is written, the file is replaced atomically (a reader sees the old or the new
   * one, never part of one), and should the settings then fail to save, the previous file is put back.
   */
  async uploadLogo(image: Uint8Array | null, actor: Actor): BrandingAnswer {
    if (image === null) return E.left(imageRequired());
    const previous = await this.files.get(LOGO_KEY);
    const stored = await this.uploads.storeAt(LOGO_KEY, image, LOGO_IMAGE);
    if (E.isLeft(stored)) return stored;
    const logoUpdatedAt = this.clock.now().toISOString();
    try {
      return this.brandingOf(
        await this.changes.apply({
          action: 'branding.logo.upload',
          actor,
          alwaysRecord: true,
          decide: (current) => E.right({ branding: { ...current.branding, showLogo: true, logoUpdatedAt } }),
        }),
      );
    } catch (error) {
      await this.restore(previous);
      throw error;
    }
  }

  /** DELETE /manage/system/branding/logo: hidden and forgotten first, then the file goes. */
  async removeLogo(actor: Actor): BrandingAnswer {
    const answer = await this.changes.apply({
      action: 'branding.logo.delete',
      actor,
      decide: (current) =>
        E.right({ branding: { ...current.branding, showLogo: false, logoUpdatedAt: null } }),
    });
    // After the commit: had the settings failed, the logo they still name would be gone.
    if (E.isRight(answer)) await this.uploads.remove(LOGO_KEY);
    return this.brandingOf(answer);
  }

  // Logged, never raised: the caller is already answering the failure that made this necessary.
  private async restore(previous: Uint8Array | null): Promise<void> {
    try {
      if (previous === null) await this.files.delete(LOGO_KEY);
      else await this.files.put(LOGO_KEY, previous);
    } catch (error) {
      this.logger.warn({ err: error, key: LOGO_KEY }, 'the previous logo could not be put back');
    }
  }

  private brandingOf<L>(answer: E.Either<L, { branding: BrandingView }>): E.Either<L, BrandingView> {
    return E.map((settings: { branding: BrandingView }) => ({ ...settings.branding }))(answer);
  }
}
