import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'downloadFile.title': '檔案',
  'downloadFile.pdf': 'PDF 文件',
  'downloadFile.image': '圖片',
  'downloadFile.download': '下載',
  'downloadFile.preview': '預覽',
  'downloadFile.downloading': '下載中',
  'downloadFile.percent': '{n}%',
  'downloadFile.failed': '下載失敗，請再試一次',
  'downloadFile.saved': '已下載',
  'downloadFile.linkCopied': '連結已複製，請在瀏覽器中開啟',
};

export default zhHant;
