import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'downloadFile.title': '文件',
  'downloadFile.pdf': 'PDF 文档',
  'downloadFile.image': '图片',
  'downloadFile.download': '下载',
  'downloadFile.preview': '预览',
  'downloadFile.downloading': '正在下载',
  'downloadFile.percent': '{n}%',
  'downloadFile.failed': '下载失败，请重试',
  'downloadFile.saved': '已下载',
  'downloadFile.linkCopied': '链接已复制，请在浏览器中打开',
};

export default zhHans;
