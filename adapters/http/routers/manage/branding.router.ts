import Router from '@koa/router';
import type { UpdateBranding } from '../../../../application/settings/update-branding.use-case';
import { BrandingRequest } from '../../../../contracts/system.codec';
import { actorOf, requireCapability } from '../../auth/authentication.middleware';
import { decodeOrThrow } from '../../decode';
import { HttpError } from '../../errors/http-error';
import { isMultipart, multipartForm, uploadedFile } from '../../multipart';
import { respond } from '../../respond';

/**
 * `/manage/system/branding*` (admin spec 7 "System settings"): the header's text and display mode, and the
 * logo, sent as a multipart form with the file in `image`. Each answers the branding as it now is.
 */
export function brandingRouter(branding: UpdateBranding): Router {
  const router = new Router({ prefix: '/manage/system/branding' });
  // The capability first, so that a caller without it is refused before any upload is read.
  const brand = requireCapability('branding');

  router.put('/', brand, async (ctx) =>
    respond(ctx, await branding.update(decodeOrThrow(BrandingRequest, ctx.request.body ?? {}), actorOf(ctx))),
  );
  router.post('/logo', brand, multipartForm('image'), async (ctx) => {
    if (!isMultipart(ctx)) {
      throw HttpError.of(
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the logo as multipart/form-data, in the field "image"',
      );
    }
    respond(ctx, await branding.uploadLogo(uploadedFile(ctx), actorOf(ctx)));
  });
  router.delete('/logo', brand, async (ctx) => respond(ctx, await branding.removeLogo(actorOf(ctx))));
  return router;
}
