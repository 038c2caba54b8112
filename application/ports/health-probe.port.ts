/** One dependency the instance needs to serve requests; `/readyz` asks every probe. */
export interface HealthProbe {
  readonly name: string;
  check(): Promise<void>;
}

export const HEALTH_PROBE = Symbol.for('HealthProbe');
