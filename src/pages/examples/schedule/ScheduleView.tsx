import { useCallback, useRef, useState } from 'react';
import { App, Button, Card, Checkbox, Form, Input, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
import type { EventDropArg, EventInput, DateSelectArg, EventClickArg } from '@fullcalendar/core';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import zhCn from '@fullcalendar/core/locales/zh-cn';
import zhTw from '@fullcalendar/core/locales/zh-tw';
import { useRenderer } from '../../../../renderer/RendererContext';
import { scheduleWords, type ScheduleWord } from '../../../../contract/examples/schedule/words';

interface EventRow {
  id: string;
  title: string;
  content: string;
  allDay: boolean;
  start: number;
  end: number;
  color: string;
  remindMinutes: number | null;
  mine: boolean;
  ownerName: string;
  sharedWith: { id: string; realName: string }[];
}
interface Draft {
  id?: string;
  title: string;
  content: string;
  allDay: boolean;
  start: string;
  end: string;
  color: string;
  remindMinutes: number | null;
  sharedWith: { value: string; label: string }[];
  mine: boolean;
  ownerName?: string;
}

/*
 * FullCalendar's default colours fall below WCAG AA on white (links in antd blue #1677ff, other
 * months' days faded to 30 %, white on its slate buttons is fine but ours are antd blue-7): darker
 * day numbers and column heads, other months in a readable grey, buttons in #0958d9.
 */
const CALENDAR_CSS = `
.ex-calendar { --fc-button-bg-color: #0958d9; --fc-button-border-color: #0958d9; --fc-button-hover-bg-color: #003eb3; --fc-button-hover-border-color: #003eb3; --fc-button-active-bg-color: #002c8c; --fc-button-active-border-color: #002c8c; --fc-today-bg-color: #fffbe6; }
.ex-calendar .fc-col-header-cell-cushion, .ex-calendar .fc-daygrid-day-number { color: rgba(0, 0, 0, 0.88); }
.ex-calendar .fc-day-other .fc-daygrid-day-top { opacity: 1; }
.ex-calendar .fc-day-other .fc-daygrid-day-number { color: #595959; }
.ex-calendar .fc-button-primary:disabled { color: #fff; opacity: 1; background-color: #595959; border-color: #595959; }
`;

const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#f5222d', '#722ed1', '#13c2c2'];
/** ms → the value of an <input type="datetime-local"> in the browser's time zone */
const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** 日程安排: my calendar (month, week, day) with drag to move and resize, reminders to the inbox, sharing. */
export default function ScheduleView() {
  const env = useRenderer();
  const { message } = App.useApp();
  const w = (k: ScheduleWord, n?: number) => scheduleWords[env.lang][k].replace('{n}', String(n ?? ''));
  const cal = useRef<FullCalendar>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [people, setPeople] = useState<{ value: string; label: string }[]>([]);
  const fail = (e: unknown) => message.error((e as { msg?: string }).msg ?? String(e));
  const refetch = () => cal.current?.getApi().refetchEvents();

  const events = useCallback(
    (info: { start: Date; end: Date }, ok: (e: EventInput[]) => void, bad: (e: Error) => void) => {
      env.services.request<{ list: EventRow[] }>('GET', '/api/Extend/Schedule', { start: info.start.getTime(), end: info.end.getTime() }).then(
        (d) => ok(d.list.map((e) => ({ id: e.id, title: e.title, start: e.start, end: e.end, allDay: e.allDay, color: e.color, editable: e.mine, extendedProps: e }))),
        (e) => bad(new Error(String((e as { msg?: string }).msg ?? e))),
      );
    },
    [env.services],
  );
  const searchPeople = (keyword: string) =>
    env.services.request<{ list: { id: string; realName: string; account: string }[] }>('GET', '/api/Permission/Users/All', { keyword }).then(
      (d) => setPeople(d.list.map((u) => ({ value: u.id, label: `${u.realName} (${u.account})` }))),
      () => undefined,
    );

  const moved = (arg: EventDropArg | EventResizeDoneArg) => {
    const e = arg.event;
    const end = e.end ?? new Date((e.start?.getTime() ?? 0) + (e.allDay ? 86_400_000 : 3_600_000));
    env.services.request('POST', `/api/Extend/Schedule/${e.id}/Actions/Move`, { start: e.start!.getTime(), end: end.getTime(), allDay: e.allDay }).catch((err) => {
      arg.revert();
      fail(err);
    });
  };
  const select = (s: DateSelectArg) =>
    setDraft({ title: '', content: '', allDay: s.allDay, start: local(s.start.getTime()), end: local(s.end.getTime()), color: COLORS[0], remindMinutes: 15, sharedWith: [], mine: true });
  const click = (c: EventClickArg) => {
    const e = c.event.extendedProps as EventRow;
    setDraft({ id: e.id, title: e.title, content: e.content, allDay: e.allDay, start: local(e.start), end: local(e.end), color: e.color, remindMinutes: e.remindMinutes, sharedWith: e.sharedWith.map((u) => ({ value: u.id, label: u.realName })), mine: e.mine, ownerName: e.ownerName });
  };
  const save = async () => {
    if (!draft) return;
    const body = { title: draft.title, content: draft.content, allDay: draft.allDay, start: new Date(draft.start).getTime(), end: new Date(draft.end).getTime(), color: draft.color, remindMinutes: draft.remindMinutes, sharedWith: draft.sharedWith.map((u) => u.value) };
    try {
      if (draft.id) await env.services.request('PUT', `/api/Extend/Schedule/${draft.id}`, body);
      else await env.services.request('POST', '/api/Extend/Schedule', body);
      setDraft(null);
      refetch();
    } catch (e) {
      fail(e);
    }
  };
  const locale = env.lang === 'zh' ? zhCn : env.lang === 'zhtw' ? zhTw : undefined;
  const now = Date.now();
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const ro = draft ? !draft.mine : false;

  return (
    <Card
      title={w('title')}
      extra={
        <Button type="primary" data-testid="event-add" onClick={() => setDraft({ title: '', content: '', allDay: false, start: local(now + 3_600_000), end: local(now + 7_200_000), color: COLORS[0], remindMinutes: 15, sharedWith: [], mine: true })}>
          {w('add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{w('help')}</Typography.Paragraph>
      <style>{CALENDAR_CSS}</style>
      <div data-testid="calendar" className="ex-calendar">
        <FullCalendar
          ref={cal}
          plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
          initialView="dayGridMonth"
          headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' }}
          locale={locale}
          height="auto"
          buttonIcons={false}
          // a day cell is named by its day number but also holds the day's events (axe: label-content-name-mismatch)
          dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
          editable
          selectable
          dayMaxEvents
          events={events}
          eventDrop={moved}
          eventResize={moved}
          select={select}
          eventClick={click}
        />
      </div>
      {draft ? (
        <Modal
          open
          title={ro ? w('sharedReadOnly') : draft.id ? w('edit') : w('add')}
          onCancel={() => setDraft(null)}
          footer={
            ro ? null : (
              <Space>
                {draft.id ? (
                  <Popconfirm title={w('removeTitle')} onConfirm={() => env.services.request('DELETE', `/api/Extend/Schedule/${draft.id}`).then(() => (setDraft(null), refetch()), fail)}>
                    <Button danger>{w('remove')}</Button>
                  </Popconfirm>
                ) : null}
                <Button onClick={() => setDraft(null)}>{w('cancel')}</Button>
                <Button type="primary" disabled={!draft.title.trim()} onClick={save} data-testid="event-save">
                  {w('save')}
                </Button>
              </Space>
            )
          }
        >
          <Form layout="vertical" disabled={ro}>
            <Form.Item label={w('eventTitle')} required>
              <Input value={draft.title} onChange={(e) => set({ title: e.target.value })} data-testid="event-title" />
            </Form.Item>
            <Space wrap>
              <Form.Item label={w('start')}>
                <Input type="datetime-local" value={draft.start} onChange={(e) => set({ start: e.target.value })} data-testid="event-start" />
              </Form.Item>
              <Form.Item label={w('end')}>
                <Input type="datetime-local" value={draft.end} onChange={(e) => set({ end: e.target.value })} data-testid="event-end" />
              </Form.Item>
              <Form.Item label=" ">
                <Checkbox checked={draft.allDay} onChange={(e) => set({ allDay: e.target.checked })}>
                  {w('allDay')}
                </Checkbox>
              </Form.Item>
            </Space>
            <Space wrap>
              <Form.Item label={w('remind')}>
                <Select
                  aria-label={w('remind')}
                  style={{ width: 160 }}
                  value={draft.remindMinutes ?? -1}
                  onChange={(v: number) => set({ remindMinutes: v < 0 ? null : v })}
                  options={[
                    { value: -1, label: w('remindNone') },
                    { value: 0, label: w('remindAt') },
                    { value: 5, label: w('remindMin', 5) },
                    { value: 15, label: w('remindMin', 15) },
                    { value: 60, label: w('remindHour', 1) },
                    { value: 1440, label: w('remindDay') },
                  ]}
                />
              </Form.Item>
              <Form.Item label={w('color')}>
                <Space>
                  {COLORS.map((c) => (
                    <button key={c} type="button" aria-label={`${w('color')} ${c}`} aria-pressed={draft.color === c} onClick={() => set({ color: c })} style={{ width: 22, height: 22, borderRadius: 11, background: c, border: draft.color === c ? '2px solid #000' : '2px solid transparent', cursor: 'pointer' }} />
                  ))}
                </Space>
              </Form.Item>
            </Space>
            <Form.Item label={w('share')}>
              <Select
                mode="multiple"
                labelInValue
                aria-label={w('share')}
                placeholder={w('shareHint')}
                filterOption={false}
                showSearch
                onSearch={searchPeople}
                onFocus={() => searchPeople('')}
                value={draft.sharedWith}
                onChange={(v) => set({ sharedWith: v })}
                options={people}
              />
            </Form.Item>
            <Form.Item label={w('content')}>
              <Input.TextArea rows={3} value={draft.content} onChange={(e) => set({ content: e.target.value })} />
            </Form.Item>
            {ro && draft.ownerName ? (
              <Typography.Text type="secondary">
                {w('owner')}：{draft.ownerName}
              </Typography.Text>
            ) : null}
          </Form>
        </Modal>
      ) : null}
    </Card>
  );
}
