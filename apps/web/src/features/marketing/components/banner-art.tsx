/** Hand-drawn scenes for the home banner (no picture files: quick to load, sharp at any size). */

const heart = 'M0 -3.2c-1.6-3.4-7-3-7 1.2 0 3.6 5 6.6 7 8.4 2-1.8 7-4.8 7-8.4 0-4.2-5.4-4.6-7-1.2z';

export function TeddyHugArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 220" aria-hidden="true" className={className}>
      <circle cx="120" cy="112" r="96" fill="#fff" opacity=".55" />
      <g fill="#fb7185">
        <path d={heart} transform="translate(40 50) scale(1.3)" opacity=".7" />
        <path d={heart} transform="translate(205 70) scale(1.6)" opacity=".85" />
        <path d={heart} transform="translate(196 170) scale(1)" opacity=".6" />
      </g>
      {/* feet */}
      <ellipse cx="88" cy="190" rx="24" ry="15" fill="#b9764f" />
      <ellipse cx="152" cy="190" rx="24" ry="15" fill="#b9764f" />
      <ellipse cx="88" cy="192" rx="12" ry="8" fill="#fda4af" />
      <ellipse cx="152" cy="192" rx="12" ry="8" fill="#fda4af" />
      {/* body */}
      <ellipse cx="120" cy="150" rx="52" ry="50" fill="#d4935f" />
      <ellipse cx="120" cy="160" rx="32" ry="32" fill="#f7e4cf" />
      {/* ears */}
      <circle cx="78" cy="46" r="20" fill="#b9764f" />
      <circle cx="162" cy="46" r="20" fill="#b9764f" />
      <circle cx="78" cy="46" r="10" fill="#fda4af" />
      <circle cx="162" cy="46" r="10" fill="#fda4af" />
      {/* head */}
      <circle cx="120" cy="82" r="46" fill="#d4935f" />
      <ellipse cx="120" cy="98" rx="21" ry="16" fill="#f7e4cf" />
      <ellipse cx="120" cy="91" rx="7.5" ry="5.5" fill="#3d2519" />
      <path d="M120 96v6M111 104q9 6.5 18 0" fill="none" stroke="#3d2519" strokeWidth="3" strokeLinecap="round" />
      <circle cx="102" cy="75" r="5.2" fill="#3d2519" />
      <circle cx="138" cy="75" r="5.2" fill="#3d2519" />
      <circle cx="103.8" cy="73.2" r="1.7" fill="#fff" />
      <circle cx="139.8" cy="73.2" r="1.7" fill="#fff" />
      <circle cx="92" cy="94" r="6.5" fill="#fb7185" opacity=".45" />
      <circle cx="148" cy="94" r="6.5" fill="#fb7185" opacity=".45" />
      {/* bow */}
      <path d="M150 38l12 6-12 6zM174 38l-12 6 12 6z" fill="#f43f5e" />
      <circle cx="162" cy="44" r="3.5" fill="#e11d48" />
      {/* arms holding a heart */}
      <path d={heart} transform="translate(120 146) scale(3.2)" fill="#f43f5e" />
      <ellipse cx="84" cy="146" rx="15" ry="22" fill="#b9764f" transform="rotate(35 84 146)" />
      <ellipse cx="156" cy="146" rx="15" ry="22" fill="#b9764f" transform="rotate(-35 156 146)" />
    </svg>
  );
}

export function BunnyGardenArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 220" aria-hidden="true" className={className}>
      <circle cx="120" cy="112" r="96" fill="#fff" opacity=".55" />
      {/* flowers */}
      <g>
        <path d="M38 200v-40M202 200v-52" stroke="#65a30d" strokeWidth="3" strokeLinecap="round" />
        <g fill="#fbbf24">
          <circle cx="38" cy="154" r="7" />
          <circle cx="202" cy="142" r="7" />
        </g>
        <g fill="#fda4af">
          <circle cx="30" cy="154" r="6" />
          <circle cx="46" cy="154" r="6" />
          <circle cx="38" cy="146" r="6" />
          <circle cx="38" cy="162" r="6" />
          <circle cx="194" cy="142" r="6" />
          <circle cx="210" cy="142" r="6" />
          <circle cx="202" cy="134" r="6" />
          <circle cx="202" cy="150" r="6" />
        </g>
        <circle cx="38" cy="154" r="4" fill="#fbbf24" />
        <circle cx="202" cy="142" r="4" fill="#fbbf24" />
      </g>
      {/* ears */}
      <ellipse
        cx="98"
        cy="46"
        rx="14"
        ry="40"
        fill="#fdf3e7"
        stroke="#f0d3b2"
        strokeWidth="2"
        transform="rotate(-10 98 46)"
      />
      <ellipse
        cx="142"
        cy="46"
        rx="14"
        ry="40"
        fill="#fdf3e7"
        stroke="#f0d3b2"
        strokeWidth="2"
        transform="rotate(10 142 46)"
      />
      <ellipse cx="98" cy="50" rx="6.5" ry="28" fill="#fda4af" transform="rotate(-10 98 50)" />
      <ellipse cx="142" cy="50" rx="6.5" ry="28" fill="#fda4af" transform="rotate(10 142 50)" />
      {/* body */}
      <ellipse cx="120" cy="160" rx="48" ry="44" fill="#fdf3e7" stroke="#f0d3b2" strokeWidth="2" />
      <ellipse cx="90" cy="198" rx="20" ry="11" fill="#fdf3e7" stroke="#f0d3b2" strokeWidth="2" />
      <ellipse cx="150" cy="198" rx="20" ry="11" fill="#fdf3e7" stroke="#f0d3b2" strokeWidth="2" />
      {/* head */}
      <circle cx="120" cy="104" r="40" fill="#fdf3e7" stroke="#f0d3b2" strokeWidth="2" />
      <circle cx="104" cy="100" r="4.8" fill="#3d2519" />
      <circle cx="136" cy="100" r="4.8" fill="#3d2519" />
      <circle cx="105.6" cy="98.4" r="1.5" fill="#fff" />
      <circle cx="137.6" cy="98.4" r="1.5" fill="#fff" />
      <path d="M115 112l5 4 5-4z" fill="#fb7185" />
      <path d="M120 116v4M114 122q6 4 12 0" fill="none" stroke="#3d2519" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="96" cy="114" r="6" fill="#fb7185" opacity=".35" />
      <circle cx="144" cy="114" r="6" fill="#fb7185" opacity=".35" />
      {/* carrot, held in front */}
      <g transform="rotate(-22 120 168)">
        <path d="M110 152q10-5 20 0l-10 36z" fill="#fb923c" />
        <path d="M114 161h6M116 169h5M118 177h3" stroke="#ea580c" strokeWidth="1.6" strokeLinecap="round" />
        <path d="M120 151l-6-11M120 151v-13M120 151l6-10" stroke="#65a30d" strokeWidth="3" strokeLinecap="round" />
      </g>
    </svg>
  );
}

export function GiftBoxArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 220" aria-hidden="true" className={className}>
      <circle cx="120" cy="112" r="96" fill="#fff" opacity=".55" />
      <g fill="#fbbf24">
        <path d="M40 60l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
        <path d="M200 40l2.4 6 6 2.4-6 2.4-2.4 6-2.4-6-6-2.4 6-2.4z" />
        <path d="M210 150l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
      <g fill="#f472b6" opacity=".7">
        <rect x="30" y="120" width="8" height="4" rx="2" transform="rotate(30 34 122)" />
        <rect x="190" y="100" width="8" height="4" rx="2" transform="rotate(-40 194 102)" />
        <rect x="60" y="30" width="8" height="4" rx="2" transform="rotate(60 64 32)" />
      </g>
      {/* teddy peeking out */}
      <circle cx="92" cy="70" r="14" fill="#b9764f" />
      <circle cx="148" cy="70" r="14" fill="#b9764f" />
      <circle cx="92" cy="70" r="7" fill="#fda4af" />
      <circle cx="148" cy="70" r="7" fill="#fda4af" />
      <circle cx="120" cy="100" r="36" fill="#d4935f" />
      <ellipse cx="120" cy="112" rx="16" ry="12" fill="#f7e4cf" />
      <ellipse cx="120" cy="107" rx="6" ry="4.4" fill="#3d2519" />
      <circle cx="106" cy="94" r="4.4" fill="#3d2519" />
      <circle cx="134" cy="94" r="4.4" fill="#3d2519" />
      <circle cx="107.4" cy="92.6" r="1.4" fill="#fff" />
      <circle cx="135.4" cy="92.6" r="1.4" fill="#fff" />
      {/* box */}
      <rect x="52" y="122" width="136" height="84" rx="10" fill="#f43f5e" />
      <rect x="44" y="116" width="152" height="24" rx="8" fill="#fb7185" />
      <rect x="110" y="116" width="20" height="90" fill="#fde68a" />
      {/* paws on the rim */}
      <ellipse cx="88" cy="118" rx="11" ry="7.5" fill="#b9764f" />
      <ellipse cx="152" cy="118" rx="11" ry="7.5" fill="#b9764f" />
      <path d="M62 150h116" stroke="#e11d48" strokeWidth="2" opacity=".35" />
      {/* bow */}
      <path
        d="M120 118c-18-20-42-12-30 2 6 6 20 2 30-2zM120 118c18-20 42-12 30 2-6 6-20 2-30-2z"
        fill="#fde68a"
        stroke="#f59e0b"
        strokeWidth="2"
      />
      <circle cx="120" cy="118" r="7" fill="#fbbf24" />
    </svg>
  );
}
