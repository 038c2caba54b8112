import { ContainerModule } from 'inversify';
import { FILE_STORAGE, type FileStorage } from '../../application/ports/file-storage.port';

export function filesModule(storage: FileStorage): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(FILE_STORAGE).toConstantValue(storage);
  });
}
