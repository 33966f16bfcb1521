import { createContext, use, type ReactNode } from 'react';
import type { AppServices } from './app-services.ts';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

/** The app's shared services; only valid under ServicesProvider. */
export function useServices(): AppServices {
  const services = use(ServicesContext);
  if (!services) throw new Error('useServices() outside ServicesProvider');
  return services;
}
