import { ContainerModule } from 'inversify';
import { DeleteNews } from '../../application/news/delete-news.use-case';
import { ListNews } from '../../application/news/list-news.use-case';
import { NewsPolls } from '../../application/news/news-polls.use-case';
import { NewsUseCases } from '../../application/news/news-use-cases';
import { NewsViews } from '../../application/news/news-views';
import { PlayerNews } from '../../application/news/player-news.use-case';
import { SaveNews } from '../../application/news/save-news.use-case';
import { UploadNewsImage } from '../../application/news/upload-news-image.use-case';
import { HTML_SANITIZER } from '../../application/ports/html-sanitizer.port';
import { IMAGE_PROCESSOR } from '../../application/ports/image-processor.port';
import { NEWS_REPOSITORY } from '../../application/ports/news.repository';
import { POLL_RESPONSE_REPOSITORY } from '../../application/ports/poll-response.repository';
import { ImageUploads } from '../../application/uploads/image-uploads';
import { AllowListHtmlSanitizer } from '../../adapters/html/allow-list-html-sanitizer';
import { PostgresNewsRepository } from '../../adapters/postgres/postgres-news.repository';
import { PostgresPollResponseRepository } from '../../adapters/postgres/postgres-poll-response.repository';
import { uploadsPathOf } from '../../domain/constants/uploads.constants';
import { bindSelf } from './bind-self';
import { lazyImageProcessor } from './lazy-image-processor';

/**
 * News items with polls (DESIGN 11), and what they share with other features: the upload pipeline (the logo
 * uses it too) and the HTML allow-list (e-mail uses it too), each bound once whichever module comes first.
 */
export function newsModule(slug: string): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    if (!isBound(HTML_SANITIZER)) {
      bind(HTML_SANITIZER).toConstantValue(new AllowListHtmlSanitizer(uploadsPathOf(slug)));
    }
    if (!isBound(IMAGE_PROCESSOR)) bind(IMAGE_PROCESSOR).toConstantValue(lazyImageProcessor());
    if (!isBound(ImageUploads)) bind(ImageUploads).toSelf();
    bind(NEWS_REPOSITORY).to(PostgresNewsRepository);
    bind(POLL_RESPONSE_REPOSITORY).to(PostgresPollResponseRepository);
    bindSelf(bind, [
      NewsViews,
      ListNews,
      SaveNews,
      DeleteNews,
      UploadNewsImage,
      PlayerNews,
      NewsPolls,
      NewsUseCases,
    ]);
  });
}
