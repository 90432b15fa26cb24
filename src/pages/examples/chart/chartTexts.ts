/** 图表示例's own words in the console's three languages. */
export const chartTexts = {
  zh: {
    refresh: '刷新', auto: '自动刷新（10 秒）', readAt: '数据时间', showJson: '查看配置', copy: '复制', copied: '已复制', close: '关闭',
    boys: '男生', girls: '女生', students: '学生数', rate: '出勤率', average: '平均分', spread: '四分位距', gradeN: '{n}年级',
    weekdays: '周一,周二,周三,周四,周五',
    line: '折线图：各校每日出勤率', bar: '柱状图：各年级在校生', stacked: '堆叠条形图：各校男女生', ring: '环形图：各校学生占比',
    scatter: '散点图：各科平均分与分散程度', radar: '雷达图：各校学科平均分', funnel: '漏斗图：成绩等级人数', gauge: '仪表盘：今日全区出勤率',
    heatmap: '热力图：按周与星期的出勤率', treemap: '矩形树图：学校与年级规模', sankey: '桑基图：学校到成绩等级', boxplot: '箱线图：各科成绩分布',
    candlestick: 'K 线图：每周出勤率（开、收、低、高）',
  },
  zhtw: {
    refresh: '重新整理', auto: '自動重新整理（10 秒）', readAt: '資料時間', showJson: '檢視設定', copy: '複製', copied: '已複製', close: '關閉',
    boys: '男生', girls: '女生', students: '學生數', rate: '出勤率', average: '平均分', spread: '四分位距', gradeN: '{n}年級',
    weekdays: '週一,週二,週三,週四,週五',
    line: '折線圖：各校每日出勤率', bar: '柱狀圖：各年級在校生', stacked: '堆疊條形圖：各校男女生', ring: '環形圖：各校學生占比',
    scatter: '散點圖：各科平均分與分散程度', radar: '雷達圖：各校學科平均分', funnel: '漏斗圖：成績等級人數', gauge: '儀表盤：今日全區出勤率',
    heatmap: '熱力圖：按週與星期的出勤率', treemap: '矩形樹圖：學校與年級規模', sankey: '桑基圖：學校到成績等級', boxplot: '箱線圖：各科成績分佈',
    candlestick: 'K 線圖：每週出勤率（開、收、低、高）',
  },
  en: {
    refresh: 'Refresh', auto: 'Auto-refresh (10 s)', readAt: 'Figures of', showJson: 'Option JSON', copy: 'Copy', copied: 'Copied', close: 'Close',
    boys: 'Boys', girls: 'Girls', students: 'Students', rate: 'Attendance', average: 'Average', spread: 'Interquartile range', gradeN: 'Grade {n}',
    weekdays: 'Mon,Tue,Wed,Thu,Fri',
    line: 'Line: daily attendance by school', bar: 'Bar: students by grade', stacked: 'Stacked bar: boys and girls by school', ring: 'Ring: share of students by school',
    scatter: 'Scatter: subject average and spread', radar: 'Radar: subject averages by school', funnel: 'Funnel: students by score band', gauge: "Gauge: today's attendance",
    heatmap: 'Heatmap: attendance by week and weekday', treemap: 'Treemap: schools and grades by size', sankey: 'Sankey: schools to score bands', boxplot: 'Box plot: scores by subject',
    candlestick: 'Candlestick: weekly attendance (open, close, low, high)',
  },
};
export type ChartTextKey = keyof typeof chartTexts.zh;
