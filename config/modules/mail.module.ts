import { ContainerModule } from 'inversify';
import { MAILER, type Mailer } from '../../application/ports/mailer.port';

export function mailModule(mailer: Mailer): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(MAILER).toConstantValue(mailer);
  });
}
