/*
 * The example's print templates: documents of a Chinese school, so their words are the document's
 * own (like a form printed by the school office), not the console's. Classes used here are styled by
 * PRINT_CSS: `.sheet` is one A4 page on screen, `break-after: page` starts the next one on paper,
 * and a table's <thead> repeats on every printed page it runs over.
 */

export const TRANSCRIPT = `<div class="sheet">
  <h1>{{student.school}} 学生成绩单</h1>
  <table class="info">
    <tr><th>姓名</th><td>{{student.name}}</td><th>学号</th><td>{{student.studentNo}}</td></tr>
    <tr><th>性别</th><td>{{student.gender}}</td><th>出生日期</th><td>{{student.birthday}}</td></tr>
    <tr><th>年级</th><td>{{student.grade}} 年级</td><th>班级</th><td>{{student.className}}</td></tr>
  </table>
  {{#terms}}
  <h2>{{term}}</h2>
  <table class="grid">
    <thead><tr><th>序号</th><th>科目</th><th>成绩</th><th>等级</th></tr></thead>
    <tbody>{{#scores}}<tr><td>{{$index}}</td><td>{{subject}}</td><td>{{score}}</td><td>{{level}}</td></tr>{{/scores}}</tbody>
    <tfoot><tr><td colspan="2">总分 / 平均分</td><td>{{total}}</td><td>{{average}}</td></tr></tfoot>
  </table>
  {{/terms}}
  <p class="sign">班主任签字：__________&emsp;&emsp;教务处（盖章）&emsp;&emsp;打印日期：{{printedAt}}</p>
</div>`;

export const ROSTER = `{{#classes}}<div class="sheet break">
  <h1>{{school}} 学生花名册</h1>
  <h2>{{grade}} 年级 {{className}}（{{count}} 人）</h2>
  <table class="grid">
    <thead><tr><th>序号</th><th>学号</th><th>姓名</th><th>性别</th><th>出生日期</th><th>备注</th></tr></thead>
    <tbody>{{#students}}<tr><td>{{$index}}</td><td>{{studentNo}}</td><td>{{name}}</td><td>{{gender}}</td><td>{{birthday}}</td><td></td></tr>{{/students}}</tbody>
  </table>
  <p class="sign">第 {{$index}} 页&emsp;&emsp;打印日期：{{printedAt}}</p>
</div>{{/classes}}`;

export const PRINT_CSS = `
.print-sheets { background: #e8e8e8; padding: 16px; overflow: auto; max-height: 75vh; }
.print-sheets .sheet { width: 210mm; min-height: 297mm; box-sizing: border-box; padding: 15mm; margin: 0 auto 16px; background: #fff; color: #000; box-shadow: 0 1px 6px rgba(0,0,0,.25); font-size: 12pt; }
.print-sheets h1 { font-size: 18pt; text-align: center; margin: 0 0 8mm; }
.print-sheets h2 { font-size: 13pt; margin: 6mm 0 3mm; }
.print-sheets table { width: 100%; border-collapse: collapse; }
.print-sheets th, .print-sheets td { border: 1px solid #555; padding: 1.5mm 2mm; text-align: left; }
.print-sheets table.info th { width: 18%; background: #f5f5f5; }
.print-sheets thead th { background: #f0f0f0; }
.print-sheets tr { break-inside: avoid; }
.print-sheets .sign { margin-top: 10mm; }
@media print {
  @page { size: A4; margin: 0; }
  body * { visibility: hidden !important; }
  .print-sheets, .print-sheets * { visibility: visible !important; }
  .print-sheets { position: absolute; left: 0; top: 0; padding: 0; background: none; max-height: none; overflow: visible; }
  .print-sheets .sheet { margin: 0; box-shadow: none; min-height: 0; }
  .print-sheets .sheet.break, .print-sheets .sheet { break-after: page; }
  .print-sheets thead { display: table-header-group; }
}`;
