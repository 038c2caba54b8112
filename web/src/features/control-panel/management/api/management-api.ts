import type { BrandingView } from '../../../../../../contracts/auth.codec';
import type {
  BrandingRequest,
  SystemSettingsAnswer,
  SystemSettingsRequest,
} from '../../../../../../contracts/system.codec';
import { sendForm, type FormRequestDeps } from '../../news/api/form-request';

// System settings and branding (admin spec 7 "System settings", DESIGN 11): an admin's calls only, so
// without tokens each fails at once, without a call. The logo is multipart; everything else is JSON.

export const SETTINGS_PATH = '/manage/system/settings';
export const BRANDING_PATH = '/manage/system/branding';
export const LOGO_PATH = `${BRANDING_PATH}/logo`;

export function createManagementApi(deps: FormRequestDeps) {
  const { client } = deps;
  const admin = { auth: 'required' } as const;
  return {
    settings: (signal?: AbortSignal): Promise<SystemSettingsAnswer> =>
      client.get(SETTINGS_PATH, { ...admin, signal }),

    /** Only the named fields change: one switch, or the donation link. */
    updateSettings: (request: SystemSettingsRequest): Promise<SystemSettingsAnswer> =>
      client.put(SETTINGS_PATH, request, admin),

    saveBranding: (request: BrandingRequest): Promise<BrandingView> =>
      client.put(BRANDING_PATH, request, admin),

    /** The server checks the file's own bytes, keeps it at most 512 px square and shows it at once. */
    uploadLogo: (file: File): Promise<BrandingView> => {
      const form = new FormData();
      form.set('image', file, file.name);
      return sendForm(deps, 'POST', LOGO_PATH, form);
    },

    removeLogo: (): Promise<BrandingView> => client.delete(LOGO_PATH, admin),
  };
}

export type ManagementApi = ReturnType<typeof createManagementApi>;
