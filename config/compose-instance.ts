import { Container } from 'inversify';
import { INSTANCE, type Instance } from '../application/ports/instance.port';
import type { InstanceApi } from '../adapters/http/app';
import { instanceRouter } from '../adapters/http/routers/instance.router';
import type { InstanceInfrastructure, ProcessInfrastructure } from './instance-infrastructure';
import { cacheModule } from './modules/cache.module';
import { coreModule } from './modules/core.module';
import { databaseModule } from './modules/database.module';
import { filesModule } from './modules/files.module';
import { mailModule } from './modules/mail.module';

/** One instance = one container: nothing it holds (users, games, tokens, cache keys) is visible to another. */
export function composeInstance(
  instance: Instance,
  infrastructure: InstanceInfrastructure,
  shared: ProcessInfrastructure,
  signingSecret: string,
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    coreModule(instance, shared.clock, shared.logger, signingSecret),
    databaseModule(infrastructure.database),
    cacheModule(infrastructure.cache),
    mailModule(infrastructure.mailer),
    filesModule(infrastructure.files),
  );
  return container;
}

/** The HTTP face of an instance: its routers, each given what it needs from the instance's container. */
export function instanceApi(container: Container): InstanceApi {
  const instance = container.get<Instance>(INSTANCE);
  return { slug: instance.slug, language: instance.language, routers: [instanceRouter(instance)] };
}
