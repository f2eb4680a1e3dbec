import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'upLoadFile.title': '上傳檔案',
  'upLoadFile.hint': '支援 PDF 文件或圖片（JPEG、PNG、GIF、WebP），大小上限 {limit}。',
  'upLoadFile.choose': '選擇檔案',
  'upLoadFile.signIn': '請先登入再上傳檔案',
  'upLoadFile.tooLarge': '檔案太大，上限為 {limit}',
  'upLoadFile.wrongType': '只能上傳 PDF 文件或圖片。不論檔名為何，這個檔案都不是這兩種格式。',
  'upLoadFile.uploading': '上傳中',
  'upLoadFile.percent': '{n}%',
  'upLoadFile.pdf': 'PDF 文件',
  'upLoadFile.image': '圖片',
  'upLoadFile.uploaded': '上傳完成',
  'upLoadFile.shared': '已上傳，並已分享給任務的另一方',
  'upLoadFile.open': '檢視檔案',
  'upLoadFile.done': '完成',
};

export default zhHant;
