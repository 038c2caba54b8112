import { inject, injectable } from 'inversify';
import { DeleteNews } from './delete-news.use-case';
import { ListNews } from './list-news.use-case';
import { NewsPolls } from './news-polls.use-case';
import { PlayerNews } from './player-news.use-case';
import { SaveNews } from './save-news.use-case';
import { UploadNewsImage } from './upload-news-image.use-case';

/** Everything the news routers call (admin spec 7 "News"), resolved together from the instance's container. */
@injectable()
export class NewsUseCases {
  constructor(
    @inject(ListNews) readonly list: ListNews,
    @inject(SaveNews) readonly save: SaveNews,
    @inject(DeleteNews) readonly remove: DeleteNews,
    @inject(UploadNewsImage) readonly uploadImage: UploadNewsImage,
    @inject(PlayerNews) readonly reading: PlayerNews,
    @inject(NewsPolls) readonly polls: NewsPolls,
  ) {}
}
