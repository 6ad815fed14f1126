import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { PATH_METADATA } from '@nestjs/common/constants';
import type { UserRole } from '@leadledger/contracts/user';
import { IS_PUBLIC } from '../auth/decorators/public.decorator';
import { ROLES } from '../auth/decorators/roles.decorator';

/** Who may call an endpoint, as the session guard decides it (modules/auth/session/session.guard.ts). */
export type EndpointAccess = { kind: 'public' } | { kind: 'signed-in'; roles: UserRole[] | null };

/**
 * Each endpoint's access keyed by its operation id (`<Controller>_<method>`, the API document's),
 * read from the same @Public() and @Roles() metadata the guard reads, handler before class.
 */
export function endpointAccess(app: INestApplication): Map<string, EndpointAccess> {
  const access = new Map<string, EndpointAccess>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const read = <T>(key: string): T | undefined => (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, controller) as T | undefined);
        access.set(`${controller.name}_${name}`, read<boolean>(IS_PUBLIC) ? { kind: 'public' } : { kind: 'signed-in', roles: read<UserRole[]>(ROLES) ?? null });
      }
    }
  }
  return access;
}
