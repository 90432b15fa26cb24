/** 订单示例's page words in the console's three languages. */
export const orderWords = {
  zh: {
    title: '订单示例', add: '新建订单', edit: '编辑', remove: '删除', submit: '提交审批', save: '保存', cancel: '取消', billNo: '单号', customer: '客户', orderDate: '下单日期',
    remark: '备注', total: '合计金额', lines: '明细', product: '商品', quantity: '数量', unitPrice: '单价', amount: '金额', addLine: '添加一行', state: '状态', actions: '操作',
    state_draft: '草稿', state_approving: '审批中', state_approved: '已通过', state_rejected: '已驳回', state_withdrawn: '已撤回', removeTitle: '确定删除这个订单吗？',
    submitTitle: '提交后进入“订单审批”流程，审批期间不能修改。', empty: '暂无订单', lineCount: '{n} 行', billNoAuto: '保存后由单据规则生成', help: '金额按“数量 × 单价”逐行四舍五入到分，合计为各行金额之和（以分为单位的整数计算，无浮点误差）。',
  },
  zhtw: {
    title: '訂單示例', add: '新建訂單', edit: '編輯', remove: '刪除', submit: '提交審批', save: '儲存', cancel: '取消', billNo: '單號', customer: '客戶', orderDate: '下單日期',
    remark: '備註', total: '合計金額', lines: '明細', product: '商品', quantity: '數量', unitPrice: '單價', amount: '金額', addLine: '新增一行', state: '狀態', actions: '操作',
    state_draft: '草稿', state_approving: '審批中', state_approved: '已通過', state_rejected: '已駁回', state_withdrawn: '已撤回', removeTitle: '確定刪除這個訂單嗎？',
    submitTitle: '提交後進入「訂單審批」流程，審批期間不能修改。', empty: '暫無訂單', lineCount: '{n} 行', billNoAuto: '儲存後由單據規則產生', help: '金額按「數量 × 單價」逐行四捨五入到分，合計為各行金額之和（以分為單位的整數計算，無浮點誤差）。',
  },
  en: {
    title: 'Orders', add: 'New order', edit: 'Edit', remove: 'Delete', submit: 'Submit for approval', save: 'Save', cancel: 'Cancel', billNo: 'Order no.', customer: 'Customer', orderDate: 'Order date',
    remark: 'Remark', total: 'Total', lines: 'Lines', product: 'Product', quantity: 'Quantity', unitPrice: 'Unit price', amount: 'Amount', addLine: 'Add a line', state: 'State', actions: 'Actions',
    state_draft: 'Draft', state_approving: 'In approval', state_approved: 'Approved', state_rejected: 'Rejected', state_withdrawn: 'Withdrawn', removeTitle: 'Delete this order?',
    submitTitle: 'The order goes into the “order approval” flow and cannot be changed while in it.', empty: 'No orders yet', lineCount: '{n} lines', billNoAuto: 'Numbered by the bill rule when saved', help: 'Each line’s amount is quantity × unit price rounded half up to the fen; the total is the sum of the lines (integer fen, no floating point).',
  },
};
export type OrderWord = keyof typeof orderWords.zh;
