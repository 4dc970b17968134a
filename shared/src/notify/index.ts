export { notify, type NoticeType } from './notify';
