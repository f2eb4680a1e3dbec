/**
 * The demo marketplace's people and orders: what a newcomer sees on a first `npm start`, around
 * Shanghai. Posters write in their own language, as on a real marketplace.
 */

export type DemoCategory = 'repair' | 'cleaning' | 'delivery' | 'tutoring' | 'design';

export interface DemoPerson {
  key: string;
  phone: string;
  name: string;
  /** Real name and ID number for the sandbox identity check (takers must be verified). */
  legalName: string;
  idNumber: string;
  address: { region: string; detail: string; longitude: number; latitude: number };
  /** The colour of the generated face. */
  hue: number;
}

export interface DemoOrder {
  poster: string;
  category: DemoCategory;
  title: string;
  description: string;
  priceYuan: number;
  pricingMode: 'fixed' | 'quote';
  headcount?: number;
  /** Days from now. */
  inDays: number;
  photos: number;
  /** Offset from the poster's address, in thousandths of a degree (about 100 m each). */
  offset: [number, number];
}

export const DEMO_POSTERS: DemoPerson[] = [
  {
    key: 'li',
    phone: '13800000001',
    name: '李静',
    legalName: '李静',
    idNumber: '310104199003121233',
    address: {
      region: '上海市 浦东新区',
      detail: '世纪大道 1200 号',
      longitude: 121.5274,
      latitude: 31.2286,
    },
    hue: 340,
  },
  {
    key: 'emma',
    phone: '13800000002',
    name: 'Emma Wilson',
    legalName: 'Emma Wilson',
    idNumber: '310115198807214560',
    address: { region: '上海市 静安区', detail: '南京西路 1601 号', longitude: 121.4497, latitude: 31.2252 },
    hue: 200,
  },
  {
    key: 'wang',
    phone: '13800000003',
    name: '王建国',
    legalName: '王建国',
    idNumber: '310106199502037899',
    address: { region: '上海市 徐汇区', detail: '漕溪北路 88 号', longitude: 121.4365, latitude: 31.1886 },
    hue: 30,
  },
];

export const DEMO_TAKERS: DemoPerson[] = [
  {
    key: 'zhang',
    phone: '13800000011',
    name: '张师傅',
    legalName: '张伟',
    idNumber: '310112199209302347',
    address: { region: '上海市 闵行区', detail: '莘庄 商城路 20 号', longitude: 121.3856, latitude: 31.1114 },
    hue: 120,
  },
  {
    key: 'chen',
    phone: '13800000012',
    name: '陈阿姨',
    legalName: '陈秀英',
    idNumber: '310101198501155678',
    address: { region: '上海市 黄浦区', detail: '淮海中路 300 号', longitude: 121.4737, latitude: 31.2304 },
    hue: 270,
  },
];

/** Open orders in the hall: every category, both pricing modes, different distances. */
export const DEMO_ORDERS: DemoOrder[] = [
  {
    poster: 'li',
    category: 'repair',
    title: '厨房水管漏水，需要上门维修',
    description: '水槽下面的水管接口一直在滴水，柜子里已经湿了。希望今天或明天能来看看，材料可以一起带。',
    priceYuan: 150,
    pricingMode: 'quote',
    inDays: 1,
    photos: 2,
    offset: [0, 0],
  },
  {
    poster: 'li',
    category: 'cleaning',
    title: '两室一厅深度保洁',
    description: '约 80 平米，重点是厨房油污和卫生间。清洁工具和清洁剂请自备，大概需要 4 小时。',
    priceYuan: 320,
    pricingMode: 'fixed',
    inDays: 3,
    photos: 1,
    offset: [2, -1],
  },
  {
    poster: 'li',
    category: 'delivery',
    title: '帮忙把旧沙发搬下楼',
    description: '三人沙发一个，六楼没有电梯，搬到小区楼下的回收点即可。需要两个人。',
    priceYuan: 200,
    pricingMode: 'fixed',
    headcount: 2,
    inDays: 2,
    photos: 1,
    offset: [1, 1],
  },
  {
    poster: 'li',
    category: 'tutoring',
    title: '初二数学辅导，每周两次',
    description: '孩子几何比较薄弱，希望周二、周四晚上七点到九点在家里辅导。先试课一次。',
    priceYuan: 200,
    pricingMode: 'quote',
    inDays: 5,
    photos: 0,
    offset: [0, 2],
  },
  {
    poster: 'li',
    category: 'design',
    title: '小店开业海报设计',
    description: '奶茶店开业活动海报一张，竖版 A2，要有开业优惠信息。可以提供店铺照片和标志。',
    priceYuan: 300,
    pricingMode: 'quote',
    inDays: 7,
    photos: 1,
    offset: [3, 0],
  },
  {
    poster: 'li',
    category: 'repair',
    title: '卫生间灯不亮了，换灯座',
    description: '吸顶灯换了新灯泡还是不亮，可能是灯座坏了。家里没有梯子，请带上工具。',
    priceYuan: 80,
    pricingMode: 'fixed',
    inDays: 1,
    photos: 1,
    offset: [-1, 2],
  },
  {
    poster: 'li',
    category: 'cleaning',
    title: '擦窗户，十扇窗',
    description: '高层住宅，只擦室内一侧和窗框，不需要外侧。周末上午最好。',
    priceYuan: 180,
    pricingMode: 'fixed',
    inDays: 4,
    photos: 0,
    offset: [1, -2],
  },
  {
    poster: 'li',
    category: 'delivery',
    title: '代取快递并送到公司',
    description: '小区快递柜里有三个包裹，送到陆家嘴的公司前台，两公里左右。',
    priceYuan: 30,
    pricingMode: 'fixed',
    inDays: 1,
    photos: 0,
    offset: [-2, 0],
  },
  {
    poster: 'li',
    category: 'repair',
    title: '洗衣机不排水',
    description: '滚筒洗衣机洗完后水排不出去，显示 E21 故障码。希望师傅懂这个牌子。',
    priceYuan: 120,
    pricingMode: 'quote',
    inDays: 2,
    photos: 1,
    offset: [2, 2],
  },
  {
    poster: 'li',
    category: 'design',
    title: '公众号文章排版',
    description: '每周三篇文章排版，文字和图片都已准备好，要求风格统一、简洁清爽。',
    priceYuan: 150,
    pricingMode: 'quote',
    inDays: 6,
    photos: 0,
    offset: [0, -3],
  },
  {
    poster: 'emma',
    category: 'repair',
    title: 'Assemble an IKEA wardrobe',
    description:
      'PAX wardrobe, two doors, still in the boxes. Tools at home. Should take about three hours for one person.',
    priceYuan: 260,
    pricingMode: 'fixed',
    inDays: 2,
    photos: 2,
    offset: [0, 0],
  },
  {
    poster: 'emma',
    category: 'tutoring',
    title: 'Chinese conversation practice',
    description:
      "Looking for a patient tutor for spoken Mandarin, HSK 3 level. Two evenings a week at a cafe near Jing'an Temple.",
    priceYuan: 150,
    pricingMode: 'quote',
    inDays: 3,
    photos: 0,
    offset: [1, 0],
  },
  {
    poster: 'emma',
    category: 'cleaning',
    title: 'Weekly cleaning for a one-bedroom flat',
    description: 'About 50 m². Vacuum, mop, bathroom and kitchen. Every Friday morning, supplies provided.',
    priceYuan: 150,
    pricingMode: 'fixed',
    inDays: 5,
    photos: 1,
    offset: [-1, 1],
  },
  {
    poster: 'emma',
    category: 'delivery',
    title: 'Move boxes to a new flat',
    description:
      "Around 15 boxes and a bike from Jing'an to Changning, about 6 km. Van needed, second floor with a lift.",
    priceYuan: 400,
    pricingMode: 'quote',
    inDays: 6,
    photos: 1,
    offset: [2, 1],
  },
  {
    poster: 'emma',
    category: 'design',
    title: 'Translate a restaurant menu into Chinese',
    description:
      'Two pages, about 60 dishes, English to simplified Chinese. Natural names please, not word for word.',
    priceYuan: 350,
    pricingMode: 'quote',
    inDays: 4,
    photos: 1,
    offset: [0, 2],
  },
  {
    poster: 'emma',
    category: 'repair',
    title: 'Fix a dripping shower head',
    description:
      'The shower head keeps dripping after it is turned off. Probably a washer. Evenings after 6 pm are best.',
    priceYuan: 90,
    pricingMode: 'fixed',
    inDays: 1,
    photos: 1,
    offset: [-2, -1],
  },
  {
    poster: 'emma',
    category: 'tutoring',
    title: 'Piano lessons for a 7-year-old',
    description: 'Beginner, we have an upright piano at home. One 45-minute lesson every Saturday.',
    priceYuan: 200,
    pricingMode: 'quote',
    inDays: 7,
    photos: 0,
    offset: [1, -2],
  },
  {
    poster: 'emma',
    category: 'cleaning',
    title: 'Clean the balcony and the plants',
    description: 'Sweep and wash the balcony, water and repot four plants. Soil and pots are ready.',
    priceYuan: 100,
    pricingMode: 'fixed',
    inDays: 2,
    photos: 1,
    offset: [3, 2],
  },
  {
    poster: 'emma',
    category: 'delivery',
    title: 'Pick up a parcel at the post office',
    description:
      'A parcel with a customs form waiting at the post office on Wuding Road. ID copy will be given.',
    priceYuan: 40,
    pricingMode: 'fixed',
    inDays: 1,
    photos: 0,
    offset: [-1, -3],
  },
  {
    poster: 'emma',
    category: 'design',
    title: 'Logo for a yoga studio',
    description:
      'Simple, calm logo in two colours, with the studio name in English and Chinese. Three drafts to choose from.',
    priceYuan: 800,
    pricingMode: 'quote',
    inDays: 10,
    photos: 0,
    offset: [0, 3],
  },
  {
    poster: 'wang',
    category: 'repair',
    title: '空调不制冷，需要检修',
    description: '挂机开了半小时还是吹热风，可能需要加氟。老小区，外机在窗外的架子上。',
    priceYuan: 200,
    pricingMode: 'quote',
    inDays: 1,
    photos: 1,
    offset: [0, 0],
  },
  {
    poster: 'wang',
    category: 'delivery',
    title: '帮忙买菜送到家',
    description: '老人在家不方便出门，清单上有十样菜和水果，菜场就在小区门口，买好送上楼。',
    priceYuan: 35,
    pricingMode: 'fixed',
    inDays: 1,
    photos: 0,
    offset: [1, 1],
  },
  {
    poster: 'wang',
    category: 'cleaning',
    title: '抽油烟机清洗',
    description: '用了三年没有拆洗过，油比较多。需要拆开清洗风轮和油网。',
    priceYuan: 160,
    pricingMode: 'fixed',
    inDays: 3,
    photos: 2,
    offset: [-1, 0],
  },
  {
    poster: 'wang',
    category: 'tutoring',
    title: '教老人用智能手机',
    description: '教会用微信视频、扫码付款和打车软件，一共三次，每次一小时，要有耐心。',
    priceYuan: 120,
    pricingMode: 'fixed',
    inDays: 2,
    photos: 0,
    offset: [2, -1],
  },
  {
    poster: 'wang',
    category: 'repair',
    title: '木门关不上，需要调整',
    description: '卧室木门受潮变形，关门时卡在门框上。可能要刨一下门边。',
    priceYuan: 100,
    pricingMode: 'quote',
    inDays: 4,
    photos: 1,
    offset: [0, -2],
  },
  {
    poster: 'wang',
    category: 'design',
    title: '家谱整理和排版',
    description: '手写家谱约三十页，需要录入电脑并排版打印，格式可以参考我们提供的样本。',
    priceYuan: 600,
    pricingMode: 'quote',
    inDays: 14,
    photos: 1,
    offset: [-2, 2],
  },
  {
    poster: 'wang',
    category: 'delivery',
    title: '周末陪同去医院',
    description: '周六上午陪老人去中山医院复诊，负责挂号、排队和取药，打车费另付。',
    priceYuan: 150,
    pricingMode: 'fixed',
    inDays: 3,
    photos: 0,
    offset: [3, -3],
  },
  {
    poster: 'wang',
    category: 'cleaning',
    title: '新房开荒保洁',
    description: '刚装修好的三室两厅，约 110 平米，需要清理建筑垃圾、擦玻璃和除胶。两人以上。',
    priceYuan: 900,
    pricingMode: 'quote',
    headcount: 2,
    inDays: 5,
    photos: 2,
    offset: [1, 3],
  },
  {
    poster: 'wang',
    category: 'tutoring',
    title: '高三英语作文批改',
    description: '每周五篇作文，线上批改并讲解，持续一个月。希望有教学经验。',
    priceYuan: 300,
    pricingMode: 'quote',
    inDays: 6,
    photos: 0,
    offset: [-3, 1],
  },
  {
    poster: 'wang',
    category: 'repair',
    title: '安装墙上置物架',
    description: '客厅墙上装三块搁板，承重墙，需要冲击钻。搁板和膨胀螺丝都已买好。',
    priceYuan: 90,
    pricingMode: 'fixed',
    inDays: 2,
    photos: 1,
    offset: [2, 0],
  },
];

/** The finished job: 李静 hired 张师傅, paid, he delivered, she confirmed; both evaluated. */
export const DEMO_FINISHED_JOB = {
  poster: 'li',
  taker: 'zhang',
  order: {
    category: 'repair' as const,
    title: '马桶水箱一直流水',
    description: '按完冲水后水箱一直有流水声，可能是进水阀坏了。',
    priceYuan: 110,
    photos: 1,
  },
  deliveryNote: '已更换进水阀和密封圈，试了十次冲水都正常。旧零件放在洗手台上了。',
  posterStars: 5,
  posterWords: '张师傅很准时，活干得干净利落，还教我怎么检查水箱。推荐！',
  takerStars: 5,
  takerWords: '雇主很好沟通，情况描述得很清楚，付款及时。',
};

/** The conversation: 陈阿姨 asks 李静 about the cleaning order, with the order card. */
export const DEMO_CONVERSATION = {
  from: 'chen',
  to: 'li',
  aboutOrderTitle: '两室一厅深度保洁',
  messages: [
    { by: 'chen', text: '您好，我看到您发的保洁单子，我做家政八年了，周四可以吗？' },
    { by: 'li', text: '周四上午可以的。厨房油污比较重，需要带专门的清洁剂吗？' },
    { by: 'chen', text: '我会带去油污的清洁剂和钢丝球，您放心。我先报个名。' },
  ],
};
