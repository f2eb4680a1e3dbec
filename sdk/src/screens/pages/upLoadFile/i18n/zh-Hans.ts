import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'upLoadFile.title': '上传文件',
  'upLoadFile.hint': '支持 PDF 文档或图片（JPEG、PNG、GIF、WebP），不超过 {limit}。',
  'upLoadFile.choose': '选择文件',
  'upLoadFile.signIn': '请先登录再上传文件',
  'upLoadFile.tooLarge': '文件太大，不能超过 {limit}',
  'upLoadFile.wrongType': '只能上传 PDF 文档或图片。无论文件名是什么，此文件都不是这两种格式。',
  'upLoadFile.uploading': '正在上传',
  'upLoadFile.percent': '{n}%',
  'upLoadFile.pdf': 'PDF 文档',
  'upLoadFile.image': '图片',
  'upLoadFile.uploaded': '上传成功',
  'upLoadFile.shared': '已上传，并已共享给任务的另一方',
  'upLoadFile.open': '查看文件',
  'upLoadFile.done': '完成',
};

export default zhHans;
