// The fields of the forms founders fill in (loan, grant and incubator applications), and the title lines of their
// plans, that hold a business's name.

// "**Team name:** Rumput Labs", "Applicant: JuaFlow Ltd, Nakuru": a form's field that holds the applicant's name.
// "1. Business name and legal form: Seoul Rodeo LLC", "Applicant organisation: ...", "Beneficiary: Limpiared SpA".
// "B1. Trading name of business: Nsroma Shea", "Bidder: Imvelo Build (Pty) Ltd", "Name of Unit:" (Indian loan forms).
// "2. Registered business name:", "Nombre del proyecto / Project name:": a qualifier, or the same label in another
// language before a slash, may come first.
export const fieldLabel =
  /^(?:[A-Z]?\d{1,2}[.)]\s*)?(?:[^:/\n]{1,40}\/\s*)?(?:(?:(?:registered|legal|trading|official)\s+)?(?:company|business|trading|trade|team|organi[sz]ation|project|legal|registered)\s+name(?:\s+and\s+legal\s+form)?|(?:(?:trading|business|company|legal|registered)\s+)?name\s+of\s+(?:the\s+)?(?:business|company|organi[sz]ation|applicant|enterprise|unit|firm|concern|establishment|proprietorship)|company|organi[sz]ation|applicant(?:\s+(?:organi[sz]ation|company|entity|business))?|beneficiary|bidder|tenderer|proposing\s+company|prepared\s+by|submitted\s+by|nombre\s+del?\s+(?:proyecto|negocio|emprendimiento)(?:\s*\/\s*(?:negocio|empresa|emprendimiento|proyecto))?|empresa|entreprise|soci[eé]t[eé]|unternehmen|raz[oó]n\s+social|nome\s+da\s+empresa|nombre\s+de\s+la\s+empresa)(?:\s*\([^()]{0,40}\))?\**\s*:\**\s*/i;
// "4. Name of product / service: Asali Scale", "Product name: ...": the field that names what the applicant sells.
export const productFieldLabel =
  /^(?:[A-Z]?\d{1,2}[.)]\s*)?(?:[^:/\n]{1,40}\/\s*)?(?:name\s+of\s+(?:the\s+)?(?:product|service|innovation|solution|technology|device|app)(?:\s*\/\s*(?:product|service|solution))?|(?:product|service|innovation|solution|brand)\s+name)\**\s*:\**\s*/i;
// "Company name:" alone on its line is a form's question too: its answer is the next line.
export const questionField = /^(?:Q?\d{1,2}[.)]\s*)?(?:(?:venture|company|business|startup|project|team|trading)\s+)name\b[^:]*(?::[*_\s]*)?$/i;
// A form that asks for the business's name apart from the applicant's.
export const businessField = /^[\W\d]*(?:(?:registered\s+|legal\s+)?(?:business|trading|company|enterprise)\s+name|name\s+of\s+(?:the\s+)?(?:business|enterprise|unit|company|firm))\s*[:*]/im;
// "rise up bakehouse - plan (short)": a title typed in lower case, two or three words and a kind of business.
export const lowerTitleName =
  /^(?:#{1,3}\s+)?((?:\p{Ll}[\p{Ll}'’-]{1,20}\s){2,3}(?:bakehouse|bakery|brewing|brewery|cafe|café|kitchen|studio|roasters|farm|foods|salon|garage|workshop))\s*(?:[—–:|(]|\s-\s)/u;
// "business plan - adwoa's braid studio & academy", "northshore yard & snow - business plan (for ...)": a lower-case
// title on either side of "business plan". The name must still look like one (decided where it is read).
export const lowerPlanTitle =
  /^(?:#{1,3}\s+)?(?:(?:business\s+)?plan\s*[-–—:|]\s*(\p{Ll}[\p{Ll}\d'’&. \t-]{2,50}?)\s*(?:$|\n|[—–:|(,]|\s-\s)|(\p{Ll}[\p{Ll}\d'’&. \t-]{2,50}?)\s+[-–—:|]\s*(?:business\s+)?plan\b)/u;
// "business name: nasrin tailoring & fashion", "1. name of business: mzansi shine car wash": the answer typed in lower
// case, read after the label (the label itself may be capitalised).
export const businessNameLabel =
  /^(?:\d{1,2}[.)]\s*)?(?:(?:registered\s+|legal\s+|trading\s+)?(?:business|company|trading)\s+name|name\s+of\s+(?:the\s+)?(?:business|enterprise|company))\s*:\s*/i;
export const lowerFieldValue = /^(\p{Ll}[\p{Ll}\d'’&.\s-]{1,50}?)\s*(?:$|[,(;])/u;
// "not yet", "n/a", "to be decided": a field answered without a name.
export const noNameAnswer = /^(?:n\/?a|none|nil|not yet|no name|tbd|tba|to be (?:decided|confirmed|chosen)|same as|pending|still)\b/;
