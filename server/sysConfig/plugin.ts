import crypto from 'node:crypto';
import path from 'node:path';
import fp from 'fastify-plugin';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t, type LocalText } from '../../contract/texts';
import type { Config } from '../config';
import type { Rule } from '../auth/throttle';
import { RULES } from '../auth/throttle';
import { Type, rows } from '../kit';
import { SettingFields, effectiveSettings, startupDefaults, type SettingKey, type Settings } from './settings';
import { oneTimePassword, passwordExpired, passwordFits, policyText } from '../../contract/passwordPolicy';

const Stored = Type.Object({ key: Type.String(), value: Type.Unknown() });

/**
 * The settings in force on this instance, read from `sys_config` at start-up and again whenever any
 * instance saves (the `sysConfigChanged` event crosses to the others over the cluster bus), so a
 * save applies at once everywhere. Readers call the getters on each use; nothing copies a setting.
 */
export class SysConfig {
  private current: Settings;
  constructor(
    private readonly app: FastifyInstance,
    readonly defaults: Settings,
  ) {
    this.current = { ...defaults };
  }

  get settings(): Readonly<Settings> {
    return this.current;
  }

  async reload(): Promise<void> {
    const stored = await rows(this.app.database, Stored, 'SELECT key, value FROM sys_config');
    this.current = effectiveSettings(this.defaults, stored, (k, v) => Value.Check(SettingFields[k], v));
    this.app.sessions.ttlSeconds = this.current.tokenTimeout * 60;
  }

  /** What a plain password that breaks the policy in force is told, or null when it fits. */
  passwordProblem(password: string): LocalText | null {
    return passwordFits(password, this.current) ? null : policyText(this.current);
  }

  /** Throws the field error of a plain password that breaks the policy in force. */
  assertPassword(password: string, field: string): void {
    const msg = this.passwordProblem(password);
    if (msg) throw new ApiError(Code.BadRequest, msg, [{ field, message: msg }]);
  }

  /** A one-time password for an account created without one, fitting the policy in force. */
  oneTimePassword(): string {
    return oneTimePassword(this.current, crypto.randomInt);
  }

  /** The throttle rule of one account at one source, from the lock-out settings. */
  lockRule(): Rule {
    return { ...RULES.pair, free: this.current.passwordErrorsNumber, capSec: this.current.lockTime * 60 };
  }

  /** Refuses a sign-in by a way that is switched off. */
  assertSignInWay(way: 'code' | 'qr'): void {
    const on = way === 'code' ? this.current.enableCodeLogin : this.current.enableQrLogin;
    if (!on) throw new ApiError(Code.Forbidden, t('loginMethodOff'));
  }

  /** The refusal of an upload the settings do not allow (beyond each file type's own rules), or null. */
  uploadRefusal(fileName: string, size: number): ApiError | null {
    const { uploadMaxMb, uploadAllowedTypes } = this.current;
    if (uploadMaxMb > 0 && size > uploadMaxMb * 1024 * 1024) return new ApiError(Code.TooLarge, t('uploadTooLarge', { size: uploadMaxMb, unit: 'MB' }));
    const ext = path.extname(fileName).slice(1).toLowerCase();
    if (uploadAllowedTypes.length && !uploadAllowedTypes.includes(ext)) return new ApiError(Code.BadRequest, t('uploadTypeRefused'));
    return null;
  }

  /** Why a signed-in user must change their password before anything else, or null. */
  mustChange(user: { mustChangePassword?: boolean; passwordChangedAt?: number }): 'initial' | 'expired' | null {
    if (user.mustChangePassword) return 'initial';
    if (user.passwordChangedAt !== undefined && passwordExpired(user.passwordChangedAt, this.current.passwordExpiryDays, Date.now())) return 'expired';
    return null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sysConfig: SysConfig;
  }
  interface FastifyContextConfig {
    /** The route stays open to a user who must change their password first (reading who they are, changing it, signing out). */
    beforePasswordChange?: boolean;
  }
}

export type { SettingKey };

/**
 * A user whose password is a one-time password or has expired may do nothing but read who they are,
 * change it and sign out: enforced here for every signed-in route, not only hidden by the client.
 */
function refuseUntilChanged(app: FastifyInstance): preHandlerHookHandler {
  return (req: FastifyRequest, _reply, done) => {
    const user = req.user as (typeof req.user & { mustChangePassword?: boolean; passwordChangedAt?: number }) | null;
    if (!user || req.routeOptions.config?.beforePasswordChange) return done();
    const why = app.sysConfig.mustChange(user);
    if (!why) return done();
    done(new ApiError(Code.Forbidden, t(why === 'initial' ? 'passwordMustChange' : 'passwordExpired')));
  };
}

export default fp(
  async (app: FastifyInstance, opts: { config: Pick<Config, 'sessionTtl' | 'singleLogin'> }) => {
    const sysConfig = new SysConfig(app, startupDefaults(opts.config));
    app.decorate('sysConfig', sysConfig);
    await sysConfig.reload();
    app.events.on('sysConfigChanged', () => {
      sysConfig.reload().catch((err) => app.log.error({ err }, 'sysConfig: reloading the settings failed; the previous ones stay in force'));
    });
    app.addHook('preHandler', refuseUntilChanged(app));
  },
  { name: 'sysConfig', dependencies: ['database', 'auth', 'events'] },
);
