// The words of the teaching-data pages (public and signed-in), three languages.
export const teachingTexts = {
  zh: {
    lessons: '课时', homework: '作业', attendance: '出勤率(%)', avgScore: '测验均分', subject: '学科', teacher: '任课教师', students: '学生 {{n}} 人', studentCount: '学生数', headTeacher: '班主任',
    chooseClass: '选择班级', recent: '近 8 周', trend: '逐周教学情况', bySubject: '分学科', noData: '暂无数据', className: '班级', school: '学校',
    classes: '班级', teachers: '教师', reviews: '评课记录', search: '搜索', classCount: '任教班级', reviewCount: '被评课', reviewScore: '评课均分',
    lessonDate: '上课日期', topic: '课题', score: '评分', reviewer: '评课人', strengths: '亮点', suggestions: '建议', newReview: '写评课', save: '保存', cancel: '取消', remove: '删除', removeAsk: '删除这条评课记录？',
    detail: '详情', back: '返回', publicNote: '数据为各班汇总，不含任何个人信息。',
  },
  zhtw: {
    lessons: '課時', homework: '作業', attendance: '出勤率(%)', avgScore: '測驗均分', subject: '學科', teacher: '任課教師', students: '學生 {{n}} 人', studentCount: '學生數', headTeacher: '班主任',
    chooseClass: '選擇班級', recent: '近 8 週', trend: '逐週教學情況', bySubject: '分學科', noData: '暫無數據', className: '班級', school: '學校',
    classes: '班級', teachers: '教師', reviews: '評課記錄', search: '搜尋', classCount: '任教班級', reviewCount: '被評課', reviewScore: '評課均分',
    lessonDate: '上課日期', topic: '課題', score: '評分', reviewer: '評課人', strengths: '亮點', suggestions: '建議', newReview: '寫評課', save: '儲存', cancel: '取消', remove: '刪除', removeAsk: '刪除這條評課記錄？',
    detail: '詳情', back: '返回', publicNote: '數據為各班匯總，不含任何個人資訊。',
  },
  en: {
    lessons: 'Lessons', homework: 'Homework', attendance: 'Attendance (%)', avgScore: 'Quiz average', subject: 'Subject', teacher: 'Teacher', students: '{{n}} students', studentCount: 'Students', headTeacher: 'Form teacher',
    chooseClass: 'Choose a class', recent: 'Last 8 weeks', trend: 'Week by week', bySubject: 'By subject', noData: 'No data yet', className: 'Class', school: 'School',
    classes: 'Classes', teachers: 'Teachers', reviews: 'Lesson reviews', search: 'Search', classCount: 'Classes', reviewCount: 'Reviewed', reviewScore: 'Review average',
    lessonDate: 'Lesson date', topic: 'Topic', score: 'Score', reviewer: 'Reviewer', strengths: 'Strengths', suggestions: 'Suggestions', newReview: 'New review', save: 'Save', cancel: 'Cancel', remove: 'Delete', removeAsk: 'Delete this review?',
    detail: 'Details', back: 'Back', publicNote: 'Figures are class totals; no personal data is shown.',
  },
};
export type TeachingWords = (typeof teachingTexts)['zh'];
