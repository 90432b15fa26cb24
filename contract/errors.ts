// Every error code and message the server answers, written once (style-anchors §5).
// The client maps codes to behaviour; messages keep the spec's exact wording.

export const Code = {
  Ok: 200,
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooLarge: 413,
  TooMany: 429,
  ServerError: 500,
  SessionExpired: 600,
  SessionDisplaced: 601,
  SessionInvalid: 602,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

export const Msg = {
  ok: 'Success',
  noMenu: '您的权限不足，请联系管理员',
  userInfoEmpty: '验证失败，请重新登录。',
  requestFailed: '请求出错，请重试',
  network: '网络不好，请稍后重试',
  liveLogout: '登录过期,请重新登录',
  sessionExpired: '登录过期,请重新登录',
  sessionDisplaced: '您的帐号在其他地方登录或已被强制下线,请重新登录',
  sessionInvalid: '登录凭证无效,请重新登录',
  forbidden: '没有权限访问该功能',
  badCredentials: '账户或密码错误，请重新输入',
  accountDisabled: '该账户已被禁用，请联系管理员',
  tooManyAttempts: (seconds: number) => `登录失败次数过多，请${seconds}秒后再试`,
  notFound: '数据不存在或无权访问',
  deleteSuccess: '删除成功',
  createSuccess: '新建成功',
  updateSuccess: '更新成功',
  accountExists: '账户已存在',
  invalidSort: '排序字段不合法',
  dictionaryTypeCodeExists: '字典分类编码已存在',
  dictionaryTypeInUse: '该字典分类下有子分类或字典数据，不能删除',
  dictionaryCodeExists: '字典编码已存在',
  dictionaryHasChildren: '该字典项下有子项，不能删除',
  dictionaryParentInvalid: '上级不存在或不能选择自身及其下级',
  billRuleCodeExists: '单据编码已存在',
  billRuleDisabled: '单据规则已禁用',
  provinceCodeExists: '区域编码已存在',
  provinceHasChildren: '该区域下有下级区域，不能删除',
  stateSuccess: '状态修改成功',
} as const;

export class ApiError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message);
  }
}
