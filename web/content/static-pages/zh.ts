/**
 * The static pages in Simplified Chinese (mainland usage, 你 throughout; docs/i18n/glossary-zh.md):
 * Terms, Privacy, Refund and About, with the same sections, anchors and facts as the English.
 * Prices, periods, plan contents and addresses come in through the context.
 */
import { LOCALE_INFO } from '@core/i18n/locales';
import type { Tier } from '@core/plans';
import type { ContentBlock } from '../types';
import type { AboutPage, LegalDocument, StaticPages, StaticPagesContext } from './types';

const p = (text: string): ContentBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): ContentBlock => ({ kind: 'list', items });
const defs = (items: Record<string, string>): ContentBlock => ({
  kind: 'definitions',
  items: Object.entries(items).map(([term, text]) => ({ term, text })),
});

const listFormat = new Intl.ListFormat(LOCALE_INFO.zh.tag, { type: 'conjunction' });

/**
 * What a plan includes, in a sentence: “A、B和C”. A half-width space goes between the
 * conjunction 和 and an item that starts or ends in Latin letters or digits (“和 Explorer”).
 */
const sentenceList = (items: readonly string[]) => {
  const parts = listFormat.formatToParts(items);
  return parts
    .map((part, i) => {
      if (part.type !== 'literal' || !/^\s*和\s*$/.test(part.value)) return part.value;
      const before = /[A-Za-z0-9]$/.test(parts[i - 1]?.value ?? '') ? ' ' : '';
      const after = /^[A-Za-z0-9]/.test(parts[i + 1]?.value ?? '') ? ' ' : '';
      return `${before}和${after}`;
    })
    .join('');
};

export default function staticPagesZh(c: StaticPagesContext): StaticPages {
  const { explorer, oracle, master, oraclePrice, masterPrice, supportEmail, privacyEmail, refundEmail } = c;
  const { trialDays, refundWindowDays, supportReplyHours, privacyReplyDays } = c;
  const planList = (tier: Tier) => sentenceList(c.planItems(tier));

  const terms: LegalDocument = {
    title: '服务条款',
    intro:
      '本条款是你使用 Stella 网站和应用时，你与 Stella 之间的协议。它是写给你读的，请务必认真阅读。' +
      '创建账号或使用 Stella，即表示你接受本条款。',
    lastUpdated: '2026-11-25',
    sections: [
      {
        id: 'service',
        heading: '一、服务内容',
        blocks: [
          p(
            'Stella 是一项个人占星服务。它根据天文数据计算本命盘，并提供每日运势和星座配对解读，' +
              '既可在网页上使用，也可作为应用安装。各方案包含的功能列于价格页面；新功能在可以使用时，' +
              '我们才会将其加入方案并在该页面列出。',
          ),
          p(
            `“问问 Stella”（AI 教练）属于付费方案的功能：${oracle} 方案每天包含 ${c.oracleDailyConversations} 次对话。` +
              `${master} 方案的对话次数不设上限，但适用每天 ${c.masterFairUseConversations} 次的合理使用上限；` +
              '这一上限远高于任何个人的正常提问量，用于防止服务被自动化程序使用。' +
              `每次对话最多包含 ${c.threadMessages} 条消息；使用额度每天在 UTC 时间 00:00 重新计算，` +
              '未获得回答的对话不计入额度。回答由语言模型或我们自己的离线写作程序生成，两者在显示给你之前' +
              '都会与你的星盘进行核对；但这些回答仅供自我反思参考，不构成医疗、法律或财务建议。',
          ),
          p(
            '我们努力保持 Stella 可用、准确，但可能会更改、改进或停用个别功能。如果我们移除的功能属于你正在订阅的' +
              '付费方案，我们会提前通知你，你可以取消订阅。',
          ),
        ],
      },
      {
        id: 'accounts',
        heading: '二、你的账号',
        blocks: [
          list(
            '你必须年满 16 周岁才能创建账号。',
            '请提供真实的电子邮箱地址并完成验证；我们用它来验证账号，并就账号相关事宜与你联系。',
            '请妥善保管你的密码，不要告诉他人。你的账号下发生的一切活动均由你负责。',
            '每人仅限一个账号。账号不得共享或转售。',
            '如果你认为有他人能够访问你的账号，请立即告知我们。',
          ),
          p(
            '你可以随时在个人资料页面删除账号。对于违反本条款的账号，我们可以暂停或关闭；除非违约情节严重或法律不允许，' +
              '我们会先向你发出警告，并给你纠正的机会。',
          ),
        ],
      },
      {
        id: 'plans',
        heading: '三、方案与订阅',
        blocks: [
          defs({
            [explorer]: `免费。${planList('free')}。不限使用期限，无需提供付款信息。`,
            [oracle]: `${oraclePrice}。${planList('oracle')}。`,
            [master]: `${masterPrice}。${planList('master')}。`,
          }),
          p(
            `你的首次付费订阅包含 ${trialDays} 天免费试用。你需要在结账时填写银行卡信息，试用期结束前不会扣款；` +
              '在此之前从个人资料页面取消订阅，你将无需支付任何费用。',
          ),
        ],
      },
      {
        id: 'privacy',
        heading: '四、隐私',
        blocks: [
          p(
            '你的出生信息和解读内容属于个人信息。我们的《隐私政策》说明了我们收集哪些数据、为什么收集、由谁协助我们处理，' +
              '以及你如何行使自己的权利，包括在个人资料页面下载和删除你的数据。《隐私政策》构成本条款的一部分。',
          ),
        ],
      },
      {
        id: 'disclaimer',
        heading: '五、占星免责声明',
        blocks: [
          p(
            '占星内容供反思、自我探索和娱乐之用。行星位置经过审慎计算；但它们的含义属于解读而非事实，' +
              '任何解读都无法确定地预测事件。',
          ),
          p(
            'Stella 上的任何内容均不构成医疗、法律、财务或心理方面的建议。请勿用它代替具备相应资质的专业人士，' +
              '也不要因为在这里读到的内容而推迟寻求帮助。如果你正处于危机之中，请联系当地的紧急服务部门。',
          ),
        ],
      },
      {
        id: 'intellectual-property',
        heading: '六、知识产权',
        blocks: [
          p(
            'Stella 的软件、设计、解读文本、卡片插画和品牌归 Stella 或其许可方所有。在使用本服务期间，' +
              '你可以将其用于个人非商业目的。',
          ),
          p(
            '你输入的内容（例如出生信息、提问和个人资料）仍归你所有。你许可我们仅在为你提供 Stella 服务所必需的范围内' +
              '存储和处理这些内容。为你生成的解读，你可以保留并分享，供个人使用。',
          ),
          p(
            'Stella 基于开放数据和软件构建，相关出处列于“关于”页面，其中包括采用 CC BY 4.0 许可的 GeoNames' +
              '（geonames.org），以及采用 MIT 许可的 astronomy-engine 库。',
          ),
        ],
      },
      {
        id: 'payment',
        heading: '七、付款条款',
        blocks: [
          list(
            `付费方案以欧元（EUR）按月预先收费：${oracle} 为 ${oraclePrice}，${master} 为 ${masterPrice}。` +
              '页面显示的价格即实际收取的价格，在适用的情况下已包含增值税。',
            '付款由 Stripe 处理。订阅会在每月的订阅日自动续订，直至你取消为止。',
            '你可以随时在个人资料页面取消订阅。取消自你已付费的周期结束时生效；在此之前你仍可使用你的方案，' +
              '且不会再被扣款。',
            `方案变更自下一个计费周期起生效，但从 ${oracle} 升级到 ${master} 除外，该升级立即生效，` +
              '届时你需要按比例支付当前周期剩余时间的差价。',
            '如果付款失败，Stripe 会在随后几天内重试。如果仍然失败，你的账号将转为免费的 ' +
              `${explorer} 方案；你的数据会被保留。`,
            '如有任何价格变更，我们会至少提前 30 天通过电子邮件通知你。新价格自该日期之后的下一次续订起适用，' +
              '在此之前你可以取消订阅。',
            `退款按照我们的《退款政策》办理，其中包括针对首次订阅的 ${refundWindowDays} 天退款保证。`,
          ),
        ],
      },
      {
        id: 'prohibited-uses',
        heading: '八、禁止的使用行为',
        blocks: [
          p('为了让 Stella 对所有人都公平且正常运行，你同意不会：'),
          list(
            '违反法律，或利用 Stella 骚扰、威胁或欺骗任何人；',
            '未经他人许可，输入其个人数据；',
            '共享账号或创建额外账号，以规避方案限制、试用规则或“星座宝石”游戏的规则；',
            '抓取、复制或转售 Stella 的内容，或使用机器人程序或自动化脚本访问本服务；',
            '试图绕过 AI 教练的使用额度，或诱使其生成有害或违法的内容；',
            '探测、干扰我们的系统或使其过载，或试图进入不属于你的账号或管理区域；',
            '对应用进行逆向工程，但法律明确允许的情形除外。',
          ),
        ],
      },
      {
        id: 'liability',
        heading: '九、责任限制',
        blocks: [
          p(
            '我们以合理的谨慎和专业技能提供 Stella。在法律允许的范围内，我们不对间接损失或后果性损失承担责任，' +
              '也不对你根据某条解读所作的决定承担责任。',
          ),
          p('对于任何索赔，我们对你承担的责任总额，以引起该索赔的事件发生前 12 个月内你向我们支付的金额为限。'),
          p(
            '本条款中的任何内容，均不限制依法不得限制的责任（例如因故意或重大过失而产生的责任，' +
              '或因过失造成死亡或人身伤害而产生的责任），也不剥夺你作为消费者依据你所居住的欧盟国家的法律享有的法定权利。',
          ),
        ],
      },
      {
        id: 'updates',
        heading: '十、条款变更',
        blocks: [
          p(
            '随着 Stella 的发展或法律的变化，我们可能会更新本条款。页面顶部的日期表示最新版本。' +
              '对于与你相关的重要变更，我们会在变更生效前至少 30 天通过电子邮件通知你。如果你不同意，' +
              '可以在此之前取消订阅并删除账号；此后继续使用 Stella，即表示你接受新条款。',
          ),
          p(`对本条款有疑问？请发送邮件至 ${supportEmail}。`),
        ],
      },
    ],
  };

  const privacy: LegalDocument = {
    title: '隐私政策',
    intro:
      '你的出生日期、时间和地点能透露很多关于你的信息，因此我们会谨慎对待。本政策说明 Stella 收集哪些数据、' +
      '为什么收集、哪些服务商协助我们、数据保存多久，以及你如何掌控自己的数据。我们不出售你的数据，也不展示广告。',
    lastUpdated: '2026-11-25',
    sections: [
      {
        id: 'data-we-collect',
        heading: '一、我们收集的数据',
        blocks: [
          defs({
            账号数据: '你的电子邮箱地址、姓名、经过哈希处理的密码（而非密码本身）以及可选的头像。',
            出生数据:
              '你输入的出生日期、时间和地点，我们据此解析出的坐标和时区，以及我们计算出的星盘。' +
              '你为配对而输入的其他人的信息，也同样如此。',
            个人资料与偏好设置: '你的个人简介、个人资料的公开或私密设置、语言、主题和邮件偏好。',
            使用数据:
              '你在 Stella 中的操作：保存的星盘、阅读的运势和进行的配对，个人资料页面会为你统计这些次数。' +
              '为保障服务安全，我们还会记录每次登录及其所用的浏览器和 IP 地址，并统计每个地址的请求次数，以防止滥用。',
            访问统计:
              '为了解 Stella 的使用情况，我们会统计应用显示的页面。每次显示页面时，我们保存该页面、日期和一个识别码：' +
              '它只在当天之内识别同一浏览器，由该浏览器的 IP 地址和浏览器名称结合一个密钥生成，' +
              '该密钥会在当天结束时删除。我们不会为此存储 IP 地址或浏览器名称，也不设置任何 Cookie；' +
              '当天结束后，我们只保留当日的总数。',
            支付数据:
              '由我们的支付服务商 Stripe 处理。我们只会收到你的方案、订阅状态、计费日期和一个客户编号。' +
              '我们绝不会看到或存储你的卡号。',
          }),
        ],
      },
      {
        id: 'how-we-use',
        heading: '二、我们如何使用你的数据',
        blocks: [
          list(
            '为你计算星盘，撰写你的运势和解读；',
            '运营你的账号和订阅，包括试用期；',
            '发送你需要的邮件：邮箱地址验证、密码重置和安全通知；',
            '保障 Stella 的安全，例如在多次登录失败后锁定账号。',
          ),
          p(
            '根据《通用数据保护条例》（GDPR），我们运营服务所依据的是与你订立的合同，保障 Stella 安全所依据的是' +
              '我们的正当利益，保存账单记录所依据的是法定义务。我们不会通过自动化方式对你作出具有法律效力或类似重大影响的决定。',
          ),
        ],
      },
      {
        id: 'security',
        heading: '三、安全',
        blocks: [
          list(
            '密码仅以加盐哈希的形式存储，采用专为密码设计的慢速哈希算法。',
            '与 Stella 之间的所有通信在传输过程中均通过 HTTPS（TLS）加密。',
            '你的会话保存在带有 HttpOnly 和 Secure 属性的 Cookie 中，页面上的脚本无法读取。',
            '多次登录失败后，账号会被锁定一段时间，以防止他人猜测密码。',
          ),
          p('任何系统都无法做到绝对安全。如果发生影响你数据的安全事件，我们会依照法律要求通知你和有关主管部门。'),
        ],
      },
      {
        id: 'third-parties',
        heading: '四、第三方',
        blocks: [
          p('我们只与协助我们运营 Stella 的服务商共享数据，并且只提供每家服务商所需的数据：'),
          defs({
            '托管服务（Cloudflare）':
              'Stella 运行在 Cloudflare 上，由它提供应用服务，并代表我们将你的账号和星盘存储在其数据库中。' +
              '你向 Stella 发出的每一个请求（包括你的 IP 地址）都经由它处理。',
            '支付服务商（Stripe）':
              '处理订阅和银行卡付款。Stripe 直接接收你的电子邮箱地址和支付信息，并依照其自身的隐私政策处理。',
            邮件服务: '发送验证、密码和安全相关的邮件。它会接收你的电子邮箱地址和邮件内容。',
          }),
          p(
            '其中部分服务商可能会在欧洲经济区以外处理数据。在这种情况下，数据传输受充分性认定或欧盟委员会的标准合同条款保护。' +
              '我们绝不出售或出租你的数据，仅在法律要求时才向有关部门提供。',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: '五、你的权利',
        blocks: [
          p('你有权：'),
          list(
            '访问我们持有的关于你的数据；',
            '更正错误或不完整的数据；',
            '删除你的数据和账号；',
            '以可携带的格式带走你的数据；',
            '限制我们处理你数据的方式，或对此提出反对。',
          ),
          p(
            '其中两项可以随时直接在个人资料页面完成：“导出个人资料”会将我们持有的关于你的全部数据下载为一个 JSON 文件；' +
              '在该页面删除账号，则会将账号连同你的星盘和解读一并清除。如需办理其他事项，或你无法登录，' +
              `请发送邮件至 ${privacyEmail}。我们会在 ${privacyReplyDays} 天内答复每一项请求。`,
          ),
          p('你也可以向你所居住的欧盟国家的数据保护监管机构提出投诉。'),
        ],
      },
      {
        id: 'cookies',
        heading: '六、Cookie',
        blocks: [
          defs({
            '必要 Cookie':
              '用于保持你的登录状态和会话安全，并记住你此前登录过的浏览器，以免账号被锁定时把你也挡在门外。' +
              '没有它们，Stella 就无法运行，因此无需征得你的同意。Stella 不设置任何分析类或广告类 Cookie。',
            偏好设置:
              '你选择的浅色或深色主题，以及你最近搜索过的地点，保存在你这台设备的浏览器本地存储中，而不是 Cookie 中，' +
              '也绝不会发送给我们。',
          }),
        ],
      },
      {
        id: 'data-retention',
        heading: '七、数据保留',
        blocks: [
          list(
            '账号数据、出生数据和个人资料数据，以及星盘和解读：在你保留账号期间一直保存。',
            '删除账号后：立即从我们的在线系统中移除，并在 30 天内从备份中移除。',
            '账单记录：按照税务和会计法律要求的期限保存，在部分欧盟国家最长可达 10 年。',
            '安全记录（例如登录记录和登录失败记录）：最长保存 12 个月。',
          ),
        ],
      },
      {
        id: 'children',
        heading: '八、儿童',
        blocks: [
          p(
            'Stella 不面向 16 岁以下的任何人，我们也不会在知情的情况下收集儿童的数据。如果你认为有儿童创建了账号，' +
              `请发送邮件至 ${privacyEmail}，我们会将其删除。`,
          ),
        ],
      },
      {
        id: 'contact',
        heading: '九、联系我们与政策变更',
        blocks: [
          p(
            `如有任何隐私方面的问题或请求，请发送邮件至 ${privacyEmail}。如需账号方面的帮助，` +
              `发送邮件至 ${supportEmail} 会更快。`,
          ),
          p(
            '如果我们对本政策的修改会影响到你，我们会在修改生效前通过电子邮件或在应用内告知你。页面顶部的日期表示当前版本。',
          ),
        ],
      },
    ],
  };

  const refund: LegalDocument = {
    title: '退款政策',
    intro:
      '我们希望你订阅 Stella，是因为它对你来说物有所值。如果你的首次订阅让你觉得不值，' +
      `我们的 ${refundWindowDays} 天退款保证会把钱退还给你，也不会追问让你为难的问题。`,
    lastUpdated: '2026-11-01',
    sections: [
      {
        id: 'eligibility',
        heading: '一、适用条件',
        blocks: [
          list(
            `本保证适用于你在 Stella 的首次付费订阅，即 ${oracle}（${oraclePrice}）或 ${master}（${masterPrice}）。`,
            `在首次付款后 ${refundWindowDays} 天内提出申请，即可退还你在此期间支付的全部款项，` +
              `包括从 ${oracle} 升级到 ${master} 时所收取的差价。`,
            `${trialDays} 天免费试用不收取任何费用，因此不涉及退款；这 ${refundWindowDays} 天从你首次实际付款时开始计算。`,
            `退款后，你的账号将恢复为免费的 ${explorer} 方案。你的星盘和历史记录会保留。`,
          ),
        ],
      },
      {
        id: 'timeline',
        heading: '二、处理时间',
        blocks: [
          defs({
            '第 1 天': '你提交申请，我们确认已收到。',
            '第 2–3 天': '我们审核申请并核对付款。',
            '第 4–5 天': '我们通过电子邮件告知你处理结果。',
            '第 5–10 天': '款项退回你的原支付方式，申请处理完毕。',
          }),
          p(
            '退款发出后，通常需要 5 至 7 个工作日才会显示在你的账单上，具体取决于你的银行。' +
              `我们的客服团队会在工作日 ${supportReplyHours} 小时内回复。`,
          ),
        ],
      },
      {
        id: 'non-refundable',
        heading: '三、不予退款的情形',
        blocks: [
          list(
            '首次订阅之后的续订，以及你取消后再开通的任何订阅。',
            `首次付款超过 ${refundWindowDays} 天后提出的申请。`,
            '取消订阅后当月未使用的部分：作为替代，你可以继续使用至该周期结束。',
            '因违反我们的《服务条款》（例如共享账号或滥用试用）而被关闭的订阅。',
            '你自己的发卡机构收取的银行手续费或货币兑换费。',
          ),
        ],
      },
      {
        id: 'how-to-request',
        heading: '四、如何申请退款',
        blocks: [
          p(`请用你在 Stella 使用的邮箱地址发送邮件至 ${refundEmail}，并在邮件中写明：`),
          list(
            '你的 Stella 账号的电子邮箱地址；',
            '该笔付款的日期和金额；',
            '如果你愿意，可以写一句 Stella 为什么不适合你。这一项并非必填，但能帮助我们改进。',
          ),
          p('无需填写任何表格，也无需发送其他材料。'),
        ],
      },
      {
        id: 'cancellation-vs-refund',
        heading: '五、取消订阅与退款',
        blocks: [
          defs({
            取消订阅:
              '停止今后的自动续订。你可以随时在个人资料页面自行操作。你的方案会保留到已付费周期结束，不会退还任何款项。',
            退款: '退还你已支付的款项。退款也会立即终止你的高级功能使用权限，因为该款项所对应的订阅会随之取消。',
          }),
          p('如果你想依据退款保证拿回款项，只需申请退款即可；我们会替你取消订阅。'),
        ],
      },
      {
        id: 'your-rights',
        heading: '六、你的法定权利',
        blocks: [
          p(
            '本政策是对你作为消费者所享有权利的补充，而非替代。本政策中的任何内容，均不限制你依据欧盟法律和各国国内法享有的' +
              '法定权利，包括在适用情况下的撤回权。',
          ),
        ],
      },
    ],
  };

  const about: AboutPage = {
    title: '以真实天文学为根基的占星',
    intro:
      'Stella 是你的个人占星伙伴。它根据你出生那一刻、那个地点的真实天空计算你的星盘，再用平实的语言帮你读懂它：' +
      '读懂你的星盘、你的每一天，以及你的人际关系。',
    features: [
      {
        title: '按真实出生地计算的本命盘',
        text: '按你出生的确切地点和时刻，计算行星、月交点、上升点、天顶和各宫宫头，并采用历史时区规则。',
      },
      {
        title: '源自今日天空的运势',
        text: '每个星座都有每日运势，依据月亮的位置和当天的行运写成。同一星座在同一日期，得到的运势始终相同。',
      },
      {
        title: '任意两个星座的配对',
        text: '两个星座如何相遇，看的是彼此元素之间的关系：一个总分，以及激情、沟通与平衡三项分数，每次查询的解读都相同。',
      },
      {
        title: `${oracle} 方案的完整解读`,
        text: '逐一解读每颗行星所落的星座与宫位及其主要影响，说明你的十二个宫位各自掌管什么，以及你的行星之间的相位有何含义。',
      },
      {
        title: '任何设备都能用，离线也可以',
        text: '把 Stella 作为应用安装到你的手机或电脑上。你的星盘在设备上计算，因此网络中断时它仍能继续使用。',
      },
    ],
    dataSources: {
      id: 'data-sources',
      heading: '这些数据从何而来',
      blocks: [
        {
          kind: 'paragraph',
          text: '解读的好坏取决于它所依据的星盘，所以我们公开说明 Stella 如何计算天空，以及它建立在哪些人的成果之上。',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: '行星位置',
              text:
                'Stella 自有的天文计算引擎：采用 VSOP87 行星理论和 ELP/MPP02 月球理论（级数取自采用 MIT 许可的 astronomia 库），' +
                '冥王星则拟合 Don Cross 所著、采用 MIT 许可的 astronomy-engine 库的数值积分结果。' +
                '我们以 Swiss Ephemeris（瑞士星历表）的参考值检验其结果，这是专业占星软件通用的标准。' +
                '你的浏览器和我们的服务器上运行的是同一个引擎。',
            },
            {
              term: '时区',
              text:
                'IANA 时区数据库收录了夏令时、战时时间和时区变更的完整历史，Stella 借助它将你出生时的当地时间换算为世界时。' +
                '如果因为时钟调整，你的出生时间从未存在过或出现过两次，Stella 会询问你，而不是自行猜测。',
            },
            {
              term: '出生地点',
              text:
                'GeoNames（geonames.org），采用 CC BY 4.0 许可：收录人口在 1,000 人及以上的城镇，以及它们的多语种名称、旧称、' +
                '坐标、人口、所属地区和时区。Stella 对这些数据做了改编：名称经过规范化处理以便搜索，' +
                '每个城镇的时区都用 tz-lookup 的边界数据（CC0）对照其坐标进行核验。国家名称来自 i18n-iso-countries，' +
                '地区缩写来自 iso-3166-2（均采用 MIT 许可）。',
            },
            {
              term: '解读',
              text:
                '由我们的团队撰写：每个星座、行星、宫位和相位的含义，以及每日运势文本，Stella 会依据当天的真实天象' +
                '将这些文本组合起来。',
            },
          ],
        },
      ],
    },
    sections: [
      {
        id: 'mission',
        heading: '我们的使命',
        blocks: [
          {
            kind: 'paragraph',
            text:
              '我们为喜欢占星、也希望占星做得专业严谨的人打造了 Stella：准确的星盘，用心的文字，没有任何压力。' +
              '你的星盘是一种语言，可以用来思考你是谁、你如何面对世界；我们希望让每个人都能用自己的语言，清楚地读懂这种语言。',
          },
          {
            kind: 'paragraph',
            text:
              '占星是一种用于反思的工具，而不是预言机器。Stella 绝不会向你断言某件事确定会发生，也不能替代医疗、法律、' +
              '财务或心理方面的建议。它是陪你思考的好伙伴，而决定始终由你自己做出。',
          },
        ],
      },
      {
        id: 'privacy-approach',
        heading: '你的数据属于你',
        blocks: [
          {
            kind: 'paragraph',
            text:
              '出生信息属于个人隐私。我们不出售数据，也不展示广告。你可以随时在个人资料页面下载我们持有的关于你的全部数据，' +
              '或删除你的账号。',
          },
        ],
      },
    ],
    support: {
      heading: '需要帮助？',
      text:
        `如果你对自己的星盘、账号或订阅有任何疑问，请发送邮件至 ${supportEmail}。` +
        `我们会在工作日 ${supportReplyHours} 小时内回复。`,
    },
  };

  return { terms, privacy, refund, about };
}
