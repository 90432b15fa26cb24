import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { t } from '../../contract/texts';
import { Type, answers, envelope, failFields, typed } from '../kit';
import { Settings, SettingsPatch, settingProblems, type SettingKey } from './settings';

const MENU = 'system.config';

/** What the sign-in page and the shell need before (or without) the settings screen: nothing secret. */
const PublicSettings = Type.Pick(Settings, [
  'sysName', 'logoIcon', 'enableCodeLogin', 'enableQrLogin', 'defaultLanguage', 'enableWatermark', 'watermarkText',
  // The password rule is no secret (the refusal spells it out): the console checks new passwords by it before sending.
  'passwordLengthMin', 'passwordLengthMax', 'containsNumbers', 'containsLetters', 'includeUppercaseLetters', 'includeLowercaseLetters', 'containsCharacters',
]);

export default async function sysConfigRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const tags = ['SysConfig'];

  app.get(
    '/api/System/SysConfig',
    { schema: { tags, summary: '系统配置（全部设置，含启动默认值）', response: answers(envelope(Settings)) }, config: { access: { menu: MENU } } },
    async () => ok(app.sysConfig.settings),
  );

  app.get(
    '/api/System/SysConfig/Public',
    { schema: { tags, summary: '平台名称、Logo、登录方式、默认语言、水印（登录页与外壳读取）', response: answers(envelope(PublicSettings)) }, config: { access: 'public' } },
    async () => ok(app.sysConfig.settings),
  );

  app.put(
    '/api/System/SysConfig',
    {
      schema: { tags, summary: '保存系统配置（只写传来的字段；立即在每个实例生效）', body: SettingsPatch, response: answers(envelope(Settings)) },
      config: { access: { menu: MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const patch = req.body;
      const next = { ...app.sysConfig.settings, ...patch };
      const problems = settingProblems(next);
      if (problems.length) failFields(problems.map((p) => ({ field: p.field, message: t(p.key) })));
      const keys = Object.keys(patch) as SettingKey[];
      if (keys.length) {
        await app.database.query(
          `INSERT INTO sys_config (key, value, updated_by)
           SELECT k, v, $3 FROM unnest($1::text[], $2::jsonb[]) AS s(k, v)
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
          [keys, keys.map((k) => JSON.stringify(patch[k])), req.user.id],
        );
        await app.sysConfig.reload();
        // The other instances read the table again on this notice; here it is read already.
        app.events.broadcast?.('sysConfigChanged', { at: Date.now() });
      }
      return ok(app.sysConfig.settings, say(req, 'sysConfigSaved'));
    },
  );
}
