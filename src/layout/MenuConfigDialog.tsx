import { useEffect, useState, type DragEvent } from 'react';
import { Button, Card, Col, Empty, List, Modal, Row, Spin, Switch, message } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentUserApi, type ModuleSetting } from '../api/currentUserApi';
import { useSession } from '../stores/session';
import { useApp } from '../stores/app';
import { menuTitle } from '../i18n/menuTitles';
import MenuIcon from './MenuIcon';
import { moveItem, toggleHidden, savePayload } from './menuConfig';
import css from './layout.module.css';

export default function MenuConfigDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const menuList = useSession((s) => s.menuList);
  const [modules, setModules] = useState<ModuleSetting[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [dragging, setDragging] = useState<string | null>(null);

  useEffect(() => {
    currentUserApi
      .modules()
      .then((r) => setModules([...r.data.list].sort((a, b) => a.sortCode - b.sortCode)))
      .catch(() => setModules([]));
  }, []);

  const lang = useApp((s) => s.language);
  const iconOf = (id: string) => menuList.find((m) => m.id === id)?.icon;
  const nameOf = (m: ModuleSetting) => {
    const entry = menuList.find((e) => e.id === m.moduleId);
    return entry ? menuTitle(entry.enCode, m.moduleName, lang) : m.moduleName;
  };

  const toggle = (id: string) => {
    if (!modules) return;
    const next = toggleHidden(modules, id);
    if (!next) {
      void message.warning(t('menuConfig.keepOne'));
      return;
    }
    setModules(next);
  };

  const visible = (modules ?? []).filter((m) => m.isHidden === 0);
  const move = (from: string, to: string) => modules && setModules(moveItem(modules, from, to));

  const save = async () => {
    if (!modules) return;
    setSaving(true);
    try {
      await currentUserApi.saveModules(savePayload(modules));
      void message.success(t('menuConfig.success'));
      onClose();
    } catch {
      // shown by the client
    } finally {
      setSaving(false);
    }
  };

  const onDrop = (e: DragEvent, target: string) => {
    e.preventDefault();
    if (dragging && dragging !== target) move(dragging, target);
    setDragging(null);
  };

  return (
    <Modal
      open={open}
      title={t('menuConfig.title')}
      width={900}
      onCancel={onClose}
      onOk={save}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      data-testid="menu-config-dialog"
      destroyOnHidden
    >
      {!modules ? (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      ) : modules.length === 0 ? (
        <Empty />
      ) : (
        <Row gutter={24}>
          <Col span={15}>
            <div className={css.settingTitle}>{t('menuConfig.modules')}</div>
            <div className={css.moduleGrid}>
              {modules.map((m) => (
                <Card
                  key={m.moduleId}
                  size="small"
                  className={`${css.moduleCard} ${m.isHidden ? css.moduleHidden : ''}`}
                  onClick={() => toggle(m.moduleId)}
                  data-testid={`module-${m.moduleId}`}
                >
                  <span className={css.moduleIcon}>
                    <MenuIcon name={m.icon ?? iconOf(m.moduleId)} />
                  </span>
                  <span className={css.moduleName}>{nameOf(m)}</span>
                  <Switch
                    size="small"
                    checked={m.isHidden === 0}
                    onClick={(_, e) => {
                      e.stopPropagation();
                      toggle(m.moduleId);
                    }}
                    aria-label={nameOf(m)}
                  />
                </Card>
              ))}
            </div>
          </Col>
          <Col span={9}>
            <div className={css.settingTitle}>{t('menuConfig.sort')}</div>
            <List
              size="small"
              bordered
              dataSource={visible}
              data-testid="menu-config-sort"
              renderItem={(m, i) => (
                <List.Item
                  draggable
                  onDragStart={() => setDragging(m.moduleId)}
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={(e) => onDrop(e, m.moduleId)}
                  className={`${css.sortItem} ${dragging === m.moduleId ? css.sortDragging : ''}`}
                  actions={[
                    <Button key="up" type="text" size="small" icon={<ArrowUpOutlined />} disabled={i === 0} aria-label={t('menuConfig.moveUp')} onClick={() => move(m.moduleId, visible[i - 1].moduleId)} />,
                    <Button key="down" type="text" size="small" icon={<ArrowDownOutlined />} disabled={i === visible.length - 1} aria-label={t('menuConfig.moveDown')} onClick={() => move(m.moduleId, visible[i + 1].moduleId)} />,
                  ]}
                >
                  <HolderOutlined style={{ color: '#bfbfbf', marginRight: 8, cursor: 'grab' }} />
                  {nameOf(m)}
                </List.Item>
              )}
            />
          </Col>
        </Row>
      )}
    </Modal>
  );
}
