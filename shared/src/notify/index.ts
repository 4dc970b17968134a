export { notify, type NoticeType } from './notify';
export { Toasts } from './toasts';
export { loadToastsWhenIdle } from './load-toasts';
export { toastsAbove } from './toasts-above';
