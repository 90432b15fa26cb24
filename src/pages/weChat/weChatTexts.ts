import { useRenderer } from '../../../renderer/RendererContext';

/** The 微信管理 screens' own words, in the console's three languages. */
export const weChatTexts = {
  zh: {
    userTitle: '公众号用户', sync: '从微信同步', tagSelected: '打标签', tag: '标签', allTags: '全部标签', remark: '备注', setRemark: '设置备注', subscribeTime: '关注时间', language: '语言', noUsers: '还没有粉丝数据，点“从微信同步”取回', selected: '已选 {n} 位',
    msgTitle: '公众号消息', messages: '收到的消息', replies: '关键词回复', fan: '粉丝 OpenID', msgType: '类型', content: '内容', reply: '自动回复', time: '时间', encrypted: '加密', keyword: '关键词', match: '匹配方式', exact: '完全匹配', contains: '包含', addReply: '新建回复', replyContent: '回复内容', noMessages: '还没有收到消息：在公众平台填写服务器地址后，粉丝发来的消息会出现在这里', noReplies: '还没有关键词回复', yes: '是', no: '否', search: '搜索', ok: '确定', cancel: '取消', removeConfirm: '确定删除这条自动回复吗？',
    mpTitle: '公众号配置', qyTitle: '企业号配置', appId: 'AppID', corpId: 'CorpID', secret: 'AppSecret', corpSecret: 'Secret',
    secretKept: '已保存（留空则不修改）', secretNone: '尚未保存', token: '令牌（Token）', aesKey: '消息加解密密钥（EncodingAESKey）', agentId: '应用 AgentId',
    callback: '服务器地址（URL）', callbackHelp: '在微信公众平台“基本配置”中填写此地址，并使用上面的令牌', save: '保存', test: '测试连接', updatedAt: '最近保存',
    menuTitle: '公众号菜单', addTop: '添加一级菜单', addSub: '添加子菜单', name: '菜单名称', kind: '类型', key: '菜单 key', url: '网页地址',
    appid: '小程序 appid', pagepath: '小程序页面路径', kindClick: '点击事件', kindView: '跳转网页', kindMiniprogram: '打开小程序', remove: '删除',
    publish: '发布到微信', published: '已发布', notPublished: '有未发布的修改', neverPublished: '尚未发布', limits: '一级菜单最多 3 个（每个不超过 4 个汉字），每个一级菜单下最多 5 个子菜单（每个不超过 20 个汉字）',
    materialTitle: '公众号素材', tabImage: '图片', tabVoice: '语音', tabVideo: '视频', tabNews: '图文', tabThumb: '缩略图', upload: '上传', syncMaterial: '从微信同步',
    removeMaterial: '确定删除这个素材吗？微信公众平台上的素材也会一起删除。', noMaterial: '还没有素材：上传一个，或从微信同步', size: '大小', updated: '更新时间', newNews: '新建图文',
    title: '标题', author: '作者', digest: '摘要', cover: '封面', articleContent: '正文', sourceUrl: '原文链接', introduction: '简介',
    limitImage: 'bmp/png/jpeg/jpg/gif，不超过 10MB', limitVoice: 'mp3/wma/wav/amr，不超过 2MB、60 秒', limitVideo: 'mp4，不超过 10MB，需填写标题', limitThumb: 'jpg，不超过 64KB（图文封面）',
    replyType: '回复类型', replyText: '文字', replyImage: '图片', replyNews: '图文', pickMaterial: '选择素材', uploaded: '已上传', synced: '已同步 {n} 个素材',
    qyTitle2: '企业号组织', direction: '同步方向', fromWecom: '企业微信 → 平台', toWecom: '平台 → 企业微信', rootOrg: '同步范围（组织）', previewSync: '预览变更', applySync: '应用变更',
    opCreate: '新建', opUpdate: '更新', opDelete: '删除', unchanged: '不变', entity: '对象', entDept: '部门', entUser: '成员', target: '写入', targetLocal: '平台', targetWecom: '企业微信',
    differs: '不同的字段', history: '同步记录', who: '操作人', when: '时间', failures: '失败', report: '同步报告', noChanges: '两边一致，没有需要同步的变更', applyConfirm: '确定按预览应用这些变更吗？',
    status: '状态', statusPreview: '已预览', statusApplied: '已应用', errcode: '错误码', errmsg: '原因', noHistory: '还没有同步记录', counts: '新建 {c}，更新 {u}，删除 {d}，不变 {n}',
    label: '名称', mobile: '手机', email: '邮箱', parentDept: '上级部门', changes: '变更', appliedCounts: '新建 {c}，更新 {u}，删除 {d}，失败 {f}',
    connected: '连接成功', hasSubs: '有子菜单时，一级菜单只用于展开子菜单', preview: '手机预览', empty: '还没有菜单，先添加一个一级菜单',
  },
  zhtw: {
    userTitle: '公眾號用戶', sync: '從微信同步', tagSelected: '打標籤', tag: '標籤', allTags: '全部標籤', remark: '備註', setRemark: '設定備註', subscribeTime: '關注時間', language: '語言', noUsers: '還沒有粉絲資料，點「從微信同步」取回', selected: '已選 {n} 位',
    msgTitle: '公眾號訊息', messages: '收到的訊息', replies: '關鍵詞回覆', fan: '粉絲 OpenID', msgType: '類型', content: '內容', reply: '自動回覆', time: '時間', encrypted: '加密', keyword: '關鍵詞', match: '比對方式', exact: '完全符合', contains: '包含', addReply: '新建回覆', replyContent: '回覆內容', noMessages: '還沒有收到訊息：在公眾平台填寫伺服器位址後，粉絲發來的訊息會出現在這裡', noReplies: '還沒有關鍵詞回覆', yes: '是', no: '否', search: '搜尋', ok: '確定', cancel: '取消', removeConfirm: '確定刪除這條自動回覆嗎？',
    mpTitle: '公眾號設定', qyTitle: '企業號設定', appId: 'AppID', corpId: 'CorpID', secret: 'AppSecret', corpSecret: 'Secret',
    secretKept: '已儲存（留空則不修改）', secretNone: '尚未儲存', token: '權杖（Token）', aesKey: '訊息加解密金鑰（EncodingAESKey）', agentId: '應用 AgentId',
    callback: '伺服器位址（URL）', callbackHelp: '在微信公眾平台「基本配置」中填寫此位址，並使用上面的權杖', save: '儲存', test: '測試連線', updatedAt: '最近儲存',
    menuTitle: '公眾號選單', addTop: '新增一級選單', addSub: '新增子選單', name: '選單名稱', kind: '類型', key: '選單 key', url: '網頁位址',
    appid: '小程式 appid', pagepath: '小程式頁面路徑', kindClick: '點擊事件', kindView: '跳轉網頁', kindMiniprogram: '開啟小程式', remove: '刪除',
    publish: '發佈到微信', published: '已發佈', notPublished: '有未發佈的修改', neverPublished: '尚未發佈', limits: '一級選單最多 3 個（每個不超過 4 個漢字），每個一級選單下最多 5 個子選單（每個不超過 20 個漢字）',
    materialTitle: '公眾號素材', tabImage: '圖片', tabVoice: '語音', tabVideo: '影片', tabNews: '圖文', tabThumb: '縮圖', upload: '上傳', syncMaterial: '從微信同步',
    removeMaterial: '確定刪除這個素材嗎？微信公眾平台上的素材也會一起刪除。', noMaterial: '還沒有素材：上傳一個，或從微信同步', size: '大小', updated: '更新時間', newNews: '新建圖文',
    title: '標題', author: '作者', digest: '摘要', cover: '封面', articleContent: '正文', sourceUrl: '原文連結', introduction: '簡介',
    limitImage: 'bmp/png/jpeg/jpg/gif，不超過 10MB', limitVoice: 'mp3/wma/wav/amr，不超過 2MB、60 秒', limitVideo: 'mp4，不超過 10MB，需填寫標題', limitThumb: 'jpg，不超過 64KB（圖文封面）',
    replyType: '回覆類型', replyText: '文字', replyImage: '圖片', replyNews: '圖文', pickMaterial: '選擇素材', uploaded: '已上傳', synced: '已同步 {n} 個素材',
    qyTitle2: '企業號組織', direction: '同步方向', fromWecom: '企業微信 → 平台', toWecom: '平台 → 企業微信', rootOrg: '同步範圍（組織）', previewSync: '預覽變更', applySync: '套用變更',
    opCreate: '新建', opUpdate: '更新', opDelete: '刪除', unchanged: '不變', entity: '對象', entDept: '部門', entUser: '成員', target: '寫入', targetLocal: '平台', targetWecom: '企業微信',
    differs: '不同的欄位', history: '同步記錄', who: '操作人', when: '時間', failures: '失敗', report: '同步報告', noChanges: '兩邊一致，沒有需要同步的變更', applyConfirm: '確定按預覽套用這些變更嗎？',
    status: '狀態', statusPreview: '已預覽', statusApplied: '已套用', errcode: '錯誤碼', errmsg: '原因', noHistory: '還沒有同步記錄', counts: '新建 {c}，更新 {u}，刪除 {d}，不變 {n}',
    label: '名稱', mobile: '手機', email: '郵箱', parentDept: '上級部門', changes: '變更', appliedCounts: '新建 {c}，更新 {u}，刪除 {d}，失敗 {f}',
    connected: '連線成功', hasSubs: '有子選單時，一級選單只用於展開子選單', preview: '手機預覽', empty: '還沒有選單，先新增一個一級選單',
  },
  en: {
    userTitle: 'Followers', sync: 'Sync from WeChat', tagSelected: 'Tag', tag: 'Tag', allTags: 'All tags', remark: 'Remark', setRemark: 'Set remark', subscribeTime: 'Followed', language: 'Language', noUsers: 'No followers yet: sync them from WeChat', selected: '{n} selected',
    msgTitle: 'Account messages', messages: 'Messages received', replies: 'Keyword replies', fan: 'Follower OpenID', msgType: 'Type', content: 'Content', reply: 'Auto reply', time: 'Time', encrypted: 'Encrypted', keyword: 'Keyword', match: 'Match', exact: 'Exact', contains: 'Contains', addReply: 'New reply', replyContent: 'Reply', noMessages: 'No messages yet: once the server address is set on the WeChat platform, what followers send appears here', noReplies: 'No keyword replies yet', yes: 'Yes', no: 'No', search: 'Search', ok: 'OK', cancel: 'Cancel', removeConfirm: 'Delete this auto reply?',
    mpTitle: 'Official account', qyTitle: 'WeCom', appId: 'AppID', corpId: 'CorpID', secret: 'AppSecret', corpSecret: 'Secret',
    secretKept: 'Stored (leave empty to keep it)', secretNone: 'Not stored yet', token: 'Token', aesKey: 'EncodingAESKey', agentId: 'Agent ID',
    callback: 'Server address (URL)', callbackHelp: 'Enter this address and the token above in the WeChat platform’s basic settings', save: 'Save', test: 'Test connection', updatedAt: 'Last saved',
    menuTitle: 'Account menu', addTop: 'Add a top-level button', addSub: 'Add a sub-button', name: 'Name', kind: 'Kind', key: 'Key', url: 'Web address',
    appid: 'Mini-program appid', pagepath: 'Mini-program page', kindClick: 'Click event', kindView: 'Open a web page', kindMiniprogram: 'Open a mini program', remove: 'Delete',
    publish: 'Publish to WeChat', published: 'Published', notPublished: 'Unpublished changes', neverPublished: 'Never published', limits: 'At most 3 top-level buttons (4 Chinese characters each), each with at most 5 sub-buttons (20 characters each)',
    materialTitle: 'Account material', tabImage: 'Images', tabVoice: 'Voice', tabVideo: 'Video', tabNews: 'News', tabThumb: 'Thumbnails', upload: 'Upload', syncMaterial: 'Sync from WeChat',
    removeMaterial: 'Delete this item? It is deleted on the WeChat platform too.', noMaterial: 'No material yet: upload some, or sync from WeChat', size: 'Size', updated: 'Updated', newNews: 'New news item',
    title: 'Title', author: 'Author', digest: 'Digest', cover: 'Cover', articleContent: 'Content', sourceUrl: 'Source link', introduction: 'Introduction',
    limitImage: 'bmp/png/jpeg/jpg/gif, at most 10 MB', limitVoice: 'mp3/wma/wav/amr, at most 2 MB and 60 s', limitVideo: 'mp4, at most 10 MB, with a title', limitThumb: 'jpg, at most 64 KB (news covers)',
    replyType: 'Reply with', replyText: 'Text', replyImage: 'Image', replyNews: 'News', pickMaterial: 'Pick material', uploaded: 'Uploaded', synced: '{n} items synced',
    qyTitle2: 'WeCom organisation', direction: 'Direction', fromWecom: 'WeCom → platform', toWecom: 'Platform → WeCom', rootOrg: 'Organisation to sync', previewSync: 'Preview changes', applySync: 'Apply changes',
    opCreate: 'Create', opUpdate: 'Update', opDelete: 'Delete', unchanged: 'Unchanged', entity: 'Item', entDept: 'Department', entUser: 'Member', target: 'Written to', targetLocal: 'Platform', targetWecom: 'WeCom',
    differs: 'Fields that differ', history: 'Sync history', who: 'By', when: 'When', failures: 'Failed', report: 'Sync report', noChanges: 'Both sides agree: nothing to sync', applyConfirm: 'Apply these changes as previewed?',
    status: 'Status', statusPreview: 'Previewed', statusApplied: 'Applied', errcode: 'Error code', errmsg: 'Reason', noHistory: 'No syncs yet', counts: '{c} to create, {u} to update, {d} to delete, {n} unchanged',
    label: 'Name', mobile: 'Mobile', email: 'E-mail', parentDept: 'Parent', changes: 'Changes', appliedCounts: '{c} created, {u} updated, {d} deleted, {f} failed',
    connected: 'Connected', hasSubs: 'With sub-buttons, a top-level button only opens them', preview: 'Phone preview', empty: 'No menu yet: add a top-level button first',
  },
} as const;

export type WeChatTextKey = keyof (typeof weChatTexts)['zh'];

export function useWeChatTexts() {
  const env = useRenderer();
  return { env, tx: (k: WeChatTextKey) => weChatTexts[env.lang][k] };
}
