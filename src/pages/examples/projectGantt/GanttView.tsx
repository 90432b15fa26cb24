import { useCallback, useEffect, useState } from 'react';
import { App, Card, Select, Space, Table, Typography } from 'antd';
import { useRenderer } from '../../../../renderer/RendererContext';
import type { GanttTask } from '../../../../contract/examples/projectGantt/reschedule';
import { ganttWords, type GanttWord } from '../../../../contract/examples/projectGantt/words';
import GanttChart from './GanttChart';

interface Plan {
  id: string;
  name: string;
  startDate: string;
  tasks: GanttTask[];
}

/** 项目甘特: the user's project plan as a Gantt chart; a drag reschedules and is saved on the server. */
export default function GanttView() {
  const env = useRenderer();
  const { message } = App.useApp();
  const w = (k: GanttWord, n?: number) => ganttWords[env.lang][k].replace('{n}', String(n ?? ''));
  const [projects, setProjects] = useState<{ id: string; name: string }[] | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);

  useEffect(() => {
    env.services.request<{ list: { id: string; name: string }[] }>('GET', '/api/Extend/Project').then(
      (d) => {
        setProjects(d.list);
        setCurrent(d.list[0]?.id ?? null);
      },
      () => setProjects([]),
    );
  }, [env.services]);
  const load = useCallback(() => {
    if (current) env.services.request<Plan>('GET', `/api/Extend/Project/${current}`).then(setPlan, () => undefined);
  }, [current, env.services]);
  useEffect(load, [load]);

  const onMove = async (taskId: string, start: number, duration: number) => {
    if (!plan) return;
    try {
      const r = await env.services.request<{ shifted: string[]; tasks: GanttTask[] }>('POST', `/api/Extend/Project/${plan.id}/Actions/Move`, { taskId, start, duration });
      setPlan({ ...plan, tasks: r.tasks });
      const others = r.shifted.filter((id) => id !== taskId).length;
      message.success(others ? w('shifted', others) : w('saved'));
    } catch (e) {
      message.error((e as { msg?: string }).msg ?? String(e));
    }
  };

  const names = new Map(plan?.tasks.map((t) => [t.id, t.name]) ?? []);
  return (
    <Card
      title={w('title')}
      loading={projects === null}
      extra={
        projects && projects.length > 1 ? (
          <Select aria-label={w('project')} value={current ?? undefined} style={{ width: 220 }} options={projects.map((p) => ({ value: p.id, label: p.name }))} onChange={setCurrent} />
        ) : null
      }
    >
      {!projects?.length ? (
        <Typography.Text type="secondary">{w('empty')}</Typography.Text>
      ) : plan ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {plan.name}
          </Typography.Title>
          <Typography.Text type="secondary">{w('help')}</Typography.Text>
          <GanttChart tasks={plan.tasks} startDate={plan.startDate} label={w('chart')} onMove={onMove} />
          <Table<GanttTask>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={plan.tasks}
            columns={[
              { title: w('task'), dataIndex: 'name' },
              { title: w('start'), dataIndex: 'start', render: (d: number) => dateOf(plan.startDate, d) },
              { title: w('duration'), dataIndex: 'duration' },
              { title: w('progress'), dataIndex: 'progress', render: (p: number) => `${p}%` },
              { title: w('dependsOn'), dataIndex: 'dependsOn', render: (ds: string[]) => ds.map((d) => names.get(d) ?? d).join('、') },
            ]}
          />
        </Space>
      ) : null}
    </Card>
  );
}

function dateOf(startDate: string, day: number) {
  const d = new Date(`${startDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + day);
  return d.toISOString().slice(0, 10);
}
