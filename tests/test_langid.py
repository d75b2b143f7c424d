"""Language identification of page blocks, as tables of real cases.

The strings are MTGJSON's (v5, 2022) foreignData for cards the model was not built from
(their names' CRC-32 is divisible by 5: Paladin of the Bloodstained, Invoke the Divine, Pegasus
Courser, Dwarven Priest, XLN), plus the captured page's Emperor's Vanguard.
"""

from __future__ import annotations

import zlib

import pytest

from lorehold.ingest.pages.langid import chinese_variant_votes, identify, ruling_odds, scores
from lorehold.ingest.pages.langid_build import held_out

# (language, text): card texts, one language at a time; all 11
TEXTS = [
    ("en", "Whenever Pegasus Courser attacks, another target attacking creature gains flying until end of turn."),
    ("de", "Wenn der Paladin der Blutbesudelten ins Spiel kommt, erzeuge einen 1/1 weißen Vampir-Kreaturenspielstein mit Lebensverknüpfung."),
    ("fr", "Quand la Paladine des Sanguinolents arrive sur le champ de bataille, créez un jeton de créature 1/1 blanche Vampire avec le lien de vie."),
    ("it", "Quando la Paladina degli Insanguinati entra nel campo di battaglia, crea una pedina creatura Vampiro 1/1 bianca con legame vitale."),
    ("es", "Cuando el Paladín de los Ensangrentados entre al campo de batalla, crea una ficha de criatura Vampiro blanca 1/1 con la habilidad de vínculo vital."),
    ("pt", "Quando Paladina da Mancha-de-Sangue entrar no campo de batalha, crie uma ficha de criatura branca 1/1 do tipo Vampiro com vínculo com a vida."),
    ("ja", "血潮隊の聖騎士が戦場に出たとき、絆魂を持つ白の１/１の吸血鬼・クリーチャー・トークンを１体生成する。"),
    ("ko", "핏자국 기사단의 성기사가 전장에 들어올 때, 생명연결을 가진 1/1 백색 흡혈귀 생물 토큰 한 개를 만든다."),
    ("ru", "Когда Паладин Запятнанных Кровью выходит на поле битвы, создайте одну фишку существа 1/1 белый Вампир с Цепью жизни."),
    ("zhs", "当沥血团神圣武士进战场时，派出一个1/1白色，具系命异能的吸血鬼衍生生物。"),
    ("zht", "當瀝血團神聖武士進戰場時，派出一個1/1白色，具繫命異能的吸血鬼衍生生物。"),
    # short texts: a few words still say it
    ("de", "Zerstöre ein Artefakt oder eine Verzauberung deiner Wahl. Du erhältst 4 Lebenspunkte dazu."),
    ("fr", "Détruisez l'artefact ciblé ou l'enchantement ciblé. Vous gagnez 4 points de vie."),
    ("it", "Distruggi un artefatto o un incantesimo bersaglio. Guadagni 4 punti vita."),
    ("es", "Destruye el artefacto o encantamiento objetivo. Ganas 4 vidas."),
    ("pt", "Destrua o artefato ou encantamento alvo. Você ganha 4 pontos de vida."),
    ("ja", "アーティファクト１つかエンチャント１つを対象とし、それを破壊する。あなたは４点のライフを得る。"),
    ("ko", "마법물체 또는 부여마법을 목표로 정한다. 그 목표를 파괴한다. 당신은 생명 4점을 얻는다."),
    ("ru", "Уничтожьте целевой артефакт или чары. Вы получаете 4 жизни."),
    ("zhs", "消灭目标神器或结界。你获得4点生命。"),
    ("zht", "消滅目標神器或結界。你獲得4點生命。"),
    # symbols are not words: {T} and {G} must not make a text English
    ("de", "Fliegend\n{T}: Erhöhe deinen Manavorrat um ein Mana einer beliebigen Farbe."),
    ("zhs", "飞行\n{T}：加一点任意颜色的法术力到你的法术力池中。"),
    # a ruling in German, from the captured rulings page
    ("de", "Sobald die Verrechnung einer Fähigkeit, die eine Kreatur erkunden lässt, beginnt, darf kein Spieler weitere Aktionen durchführen, bis sie abgeschlossen ist."),
]


@pytest.mark.parametrize(("language", "text"), TEXTS)
def test_text_language(language: str, text: str) -> None:
    assert identify(text) == language


# (language, name): names alone, all 11 languages. A name is told by its script (ja ko ru zh),
# its Chinese variant (锋/鋒), or words and letters no other language writes (del, dell', ö, ção).
NAMES = [
    ("en", "Emperor's Vanguard"),
    ("en", "Paladin of the Bloodstained"),
    ("de", "Göttliche Anrufung"),
    ("de", "Paladin der Blutbesudelten"),
    ("fr", "Avant-garde de l'empereur"),
    ("fr", "Invocation de la divinité"),
    ("it", "Avanguardia dell'Imperatore"),
    ("it", "Paladina degli Insanguinati"),
    ("es", "Vanguardia del emperador"),
    ("es", "Paladín de los Ensangrentados"),
    ("pt", "Vanguarda do Imperador"),
    ("pt", "Paladina da Mancha-de-Sangue"),
    ("ja", "皇帝の先兵"),
    ("ja", "ペガサスの駿馬"),
    ("ko", "황제의 선봉대"),
    ("ko", "신성 기원"),
    ("ru", "Императорский Авангард"),
    ("ru", "Призыв к Божественному"),
    ("zhs", "皇帝的先锋"),
    ("zhs", "沥血团神圣武士"),
    ("zht", "皇帝的先鋒"),
    ("zht", "瀝血團神聖武士"),
]


@pytest.mark.parametrize(("language", "name"), NAMES)
def test_name_language(language: str, name: str) -> None:
    assert identify(name) == language


def test_the_table_uses_cards_the_model_never_saw() -> None:
    for card in ("Paladin of the Bloodstained", "Invoke the Divine", "Pegasus Courser", "Dwarven Priest"):
        assert held_out(card), card
        assert zlib.crc32(card.encode()) % 5 == 0


def test_a_name_written_the_same_in_two_languages_stays_open() -> None:
    # 主教的士兵 (Bishop's Soldier) is the same in Simplified and Traditional Chinese
    found = scores("主教的士兵")
    assert set(found) == {"ja", "zhs", "zht"}
    assert abs(found["zhs"] - found["zht"]) < 5
    # and Latin letters only ever weigh Latin-script languages
    assert set(scores("Tarmogoyf")) == {"en", "de", "fr", "it", "es", "pt"}


def test_simplified_and_traditional_characters_are_counted() -> None:
    assert chinese_variant_votes("皇帝的先锋") == (0, 1)  # 锋 is only Simplified
    assert chinese_variant_votes("皇帝的先鋒") == (1, 0)  # 鋒 is only Traditional
    assert chinese_variant_votes("極楽鳥")[1] == 0  # Japanese 楽 is neither


def test_no_letters_no_language() -> None:
    assert scores("+1/+1 {T} 19/01/2018") == {}
    assert identify("{2}{G}", default="en") == "en"


# (is a ruling, English paragraph): card text against rulings, from the captured page
KINDS = [
    (False, "Whenever this creature deals combat damage to a player, it explores. (Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into your graveyard.)"),
    (False, "Flying, vigilance"),
    (True, "If no card is revealed, most likely because that player's library is empty, the exploring creature receives a +1/+1 counter."),
    (True, "Once an ability that causes a creature to explore begins to resolve, no player may take any other actions until it's done. Notably, opponents can't try to remove the exploring creature after you reveal a nonland card but before it receives a counter."),
]


@pytest.mark.parametrize(("is_ruling", "text"), KINDS)
def test_card_text_or_ruling(is_ruling: bool, text: str) -> None:
    assert (ruling_odds(text) > 0) is is_ruling
