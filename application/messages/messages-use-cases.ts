import { inject, injectable } from 'inversify';
import { DeleteMessage } from './delete-message.use-case';
import { ListMessages } from './list-messages.use-case';
import { SaveMessage } from './save-message.use-case';

/** The control panel's messages of the day (admin spec 7 "Messages"), handed to the router as one. */
@injectable()
export class MessagesUseCases {
  constructor(
    @inject(ListMessages) readonly list: ListMessages,
    @inject(SaveMessage) readonly save: SaveMessage,
    @inject(DeleteMessage) readonly remove: DeleteMessage,
  ) {}
}
